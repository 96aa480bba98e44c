"""A loaded game costs what its box score needs (issue 23, item 14).

Players were pydantic models: each row kept an instance dictionary and a set of the fields given,
some 3 KB, and a record about 90 KB (1.7 GB of RSS for RotoWire's test.json loaded 16 times). They
are slotted dataclasses now, names are shared strings, and a JSON list's records are dropped as
they are read.
"""

from __future__ import annotations

import gc
import json
import tracemalloc

from boxscore import load_games
from boxscore.models import Player, Team


def test_a_loaded_record_keeps_under_20_kb(tmp_path, example_record):
    path = tmp_path / "games.json"
    path.write_text(json.dumps([example_record] * 300), encoding="utf-8")
    gc.collect()
    tracemalloc.start()
    try:
        games = load_games(path).games
        gc.collect()
        kept, _ = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert len(games) == 300
    assert kept / len(games) < 20_000  # was about 90 KB (now about 9 KB)


def test_box_score_rows_have_no_instance_dictionary(example_game):
    player = example_game.players[0]
    assert not hasattr(player, "__dict__") and not hasattr(example_game.home, "__dict__")
    assert isinstance(player, Player) and isinstance(example_game.home, Team)
    renamed = player.model_copy(update={"name": "Milo Redfield"})
    assert renamed.name == "Milo Redfield" and renamed.PTS == player.PTS and player.name != "Milo Redfield"
