"""A run's outputs put in place as one set: all new, or all as they were.

- **Lock.** Each destination is locked (``fcntl.flock`` on a hidden ``.<name>.lock`` beside it)
  from before the run to the end: a second run on the same ``--out`` is refused at once instead
  of mixing its files with the first one's. The lock file is removed by the run holding it.
- **Staging.** Every output is written under a hidden temporary name beside its destination
  (``.<name>.<random>.tmp``, a file or a directory).
- **Commit.** The plan (which file replaces which, where the old ones are kept) is written to a
  journal (``.<name>.journal`` beside each destination) before anything moves; the old files are
  kept as hard links (``.<name>.<random>.old``), the new ones renamed into place, then the journal
  is removed. A failure midway undoes every step, and Ctrl-C, SIGTERM, SIGHUP and SIGQUIT are held
  back until the set is in place; a run killed outright (SIGKILL, power loss) leaves its journal,
  and the next run on that destination undoes the half-done commit before anything else.
- **Leftovers.** With the lock held no other run writes there, so the next run removes the
  temporary and backup files that a killed run left beside its destinations.
- **Directories** are merged file by file under their manifest (:mod:`factcheck.io.manifest`):
  only files factcheck wrote are replaced or removed.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import tempfile
import threading
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from pathlib import Path

from factcheck.io.manifest import MANIFEST, MERGED, Manifest, files_under, previous_output, write_manifest
from factcheck.io.outputs import OutputError, real_target

try:
    import fcntl
except ImportError:  # pragma: no cover - not on POSIX: no lock
    fcntl = None  # type: ignore[assignment]

#: Signals held back while the set is put in place (each would otherwise stop it midway).
HELD_SIGNALS = tuple(getattr(signal, name) for name in ("SIGINT", "SIGTERM", "SIGHUP", "SIGQUIT")
                     if hasattr(signal, name))


def _leftover(name: str) -> re.Pattern[str]:
    """The hidden temporary or backup names of an output called ``name`` (tempfile's 8 random characters)."""
    return re.compile(rf"\.{re.escape(name)}\.[a-z0-9_]{{8}}\.(?:tmp|old)")


def _journal(real: Path) -> Path:
    return real.parent / f".{real.name}.journal"


def _remove(path: Path) -> None:
    if path.is_dir() and not path.is_symlink():
        shutil.rmtree(path, ignore_errors=True)
    else:
        with suppress(FileNotFoundError):
            path.unlink()


class _Lock:
    """An exclusive lock on one destination, or :class:`OutputError` when another run holds it."""

    def __init__(self, real: Path, given: Path) -> None:
        self.path = real.parent / f".{real.name}.lock"
        self.fd = -1
        if fcntl is None:
            return
        while True:
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                os.close(fd)
                raise OutputError(f"{given}: another factcheck run is writing it now; wait for it to end or "
                                  "give another --out") from None
            try:  # the run that held it may have removed the file meanwhile: lock the one there now
                same = os.fstat(fd).st_ino == os.stat(self.path).st_ino
            except FileNotFoundError:
                same = False
            if same:
                self.fd = fd
                return
            os.close(fd)

    def release(self) -> None:
        if self.fd >= 0:
            with suppress(FileNotFoundError):
                self.path.unlink()
            os.close(self.fd)
            self.fd = -1


@dataclass
class Pending:
    """One output being written under a temporary name beside its destination."""

    given: Path
    real: Path
    is_dir: bool
    tmp: Path
    fmt: str = ""
    #: What factcheck wrote into the directory before (None: a new or empty directory).
    previous: Manifest | None = None

    def error(self, exc: OSError) -> OutputError:
        """``exc`` told about the path the user gave, never the temporary one."""
        if isinstance(exc, OutputError):
            return exc
        return OutputError(f"{self.given}: cannot write: {exc.strerror or exc}")


def _umask() -> int:
    umask = os.umask(0)
    os.umask(umask)
    return umask


class OutputSet:
    """The outputs of one run: locked, staged, then committed or discarded together."""

    def __init__(self) -> None:
        self.pending: list[Pending] = []
        self._locks: dict[Path, _Lock] = {}
        self.notes: list[str] = []

    # ---- before the run ----------------------------------------------------------------------
    def lock(self, outputs: list[tuple[Path, bool]]) -> None:
        """Lock every destination, undo a commit an earlier run left half done, remove what killed
        runs left behind. :class:`OutputError` when another run is writing one of them."""
        reals = {real_target(given, is_dir): given for given, is_dir in outputs}
        for real in sorted(reals):
            self._take(real, reals[real])
        for real in sorted(reals):
            self._recover(real)
        for real in sorted(reals):
            for leftover in real.parent.iterdir() if real.parent.is_dir() else ():
                if _leftover(real.name).fullmatch(leftover.name):
                    _remove(leftover)

    def _take(self, real: Path, given: Path) -> None:
        if real in self._locks:
            return
        try:
            real.parent.mkdir(parents=True, exist_ok=True)
            self._locks[real] = _Lock(real, given)
        except OutputError:
            raise
        except OSError as exc:
            raise OutputError(f"{given}: cannot write: {exc.strerror or exc}") from None

    def _recover(self, real: Path) -> None:
        journal = _journal(real)
        try:
            plan = json.loads(journal.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return
        except (OSError, ValueError):  # a journal cut short: nothing had moved yet
            _remove(journal)
            return
        for step in plan.get("steps", []):  # the other destinations of that run: ours too, now
            dest = Path(step["dest"])
            self._take(dest, dest)
        if not _undo_all(plan.get("steps", [])):
            raise OutputError(f"{real}: an earlier run was stopped while putting its outputs in place, and its "
                              f"previous outputs cannot be restored (see {journal})")
        for path in plan.get("journals", []):
            _remove(Path(path))
        self.notes.append(f"{real}: an earlier run was stopped while putting its outputs in place; "
                          "the outputs before it were restored")

    def stage(self, given: Path, is_dir: bool, fmt: str = "") -> Pending:
        """A temporary file or directory beside ``given``'s destination, for the run to write."""
        real = real_target(given, is_dir)
        previous = previous_output(given, real, fmt) if is_dir else None
        try:
            real.parent.mkdir(parents=True, exist_ok=True)
            if is_dir:
                tmp = Path(tempfile.mkdtemp(prefix=f".{real.name}.", suffix=".tmp", dir=real.parent))
                mode = real.stat().st_mode & 0o7777 if real.exists() else 0o777 & ~_umask()
                os.chmod(tmp, mode)  # mkdtemp makes it 0o700
            else:
                fd, name = tempfile.mkstemp(prefix=f".{real.name}.", suffix=".tmp", dir=real.parent)
                os.close(fd)
                tmp = Path(name)
                os.chmod(tmp, real.stat().st_mode & 0o7777 if real.exists() else 0o666 & ~_umask())
        except OSError as exc:
            raise OutputError(f"{given}: cannot write: {exc.strerror or exc}") from None
        pending = Pending(given, real, is_dir, tmp, fmt, previous)
        self.pending.append(pending)
        return pending

    # ---- after the run -----------------------------------------------------------------------
    def commit(self) -> None:
        """Put every staged output in place, or (on any failure) none: see the module's doc."""
        steps = [self._plan(p) for p in self.pending]  # may refuse (a file factcheck did not write)
        journals = [str(_journal(p.real)) for p in self.pending]
        with _signals_held():
            for path in journals:
                _write_journal(Path(path), {"steps": steps, "journals": journals})
            done: list[dict] = []
            try:
                for step, pending in zip(steps, self.pending):
                    done.append(step)
                    try:
                        _apply(step)
                    except OSError as exc:
                        raise pending.error(exc) from None
            except BaseException:
                if _undo_all(done):  # else the journal stays: the next run finishes undoing
                    for path in journals:
                        _remove(Path(path))
                raise
            for path in journals:
                _remove(Path(path))
            for step in steps:
                _remove(Path(step["new"]))
                if step.get("backup"):
                    _remove(Path(step["backup"]))
        self.pending = []

    def _plan(self, p: Pending) -> dict:
        """What the commit of one output does, as JSON for the journal; refuses to replace a file of
        a directory that factcheck did not write."""
        real_target(p.given, p.is_dir)  # no device put there meanwhile
        if not p.is_dir:
            with open(p.tmp, "rb+") as fh:  # on disk before the rename: a crash leaves old or new
                os.fsync(fh.fileno())
            backup = p.tmp.with_name(p.tmp.name[:-len(".tmp")] + ".old")
            return {"kind": "file", "dest": str(p.real), "new": str(p.tmp), "backup": str(backup),
                    "had": p.real.exists()}
        previous = p.previous or Manifest()
        additive = p.fmt == "factgenie"
        written = files_under(p.tmp)
        owned = written | (previous.files if additive else set())
        write_manifest(p.tmp, Manifest(p.fmt, owned, additive))
        if not p.real.exists():
            return {"kind": "newdir", "dest": str(p.real), "new": str(p.tmp)}
        put = sorted(written) + [MANIFEST]
        for rel in written:
            if (p.real / rel).exists() and rel not in previous.files and rel not in MERGED:
                raise OutputError(f"{p.given / rel}: exists and was not written by factcheck: not replaced; "
                                  "give another --out" + (" or other --dataset/--split/--setup-id names"
                                                          if p.fmt == "factgenie" else ""))
        remove = [] if additive else sorted(previous.files - written)
        backup = p.tmp.with_name(p.tmp.name[:-len(".tmp")] + ".old")
        had = [rel for rel in [*put, *remove] if (p.real / rel).exists()]
        return {"kind": "dir", "dest": str(p.real), "new": str(p.tmp), "backup": str(backup), "put": put,
                "remove": remove, "had": had}

    def discard(self) -> None:
        """Remove every temporary output; the destinations stay as they were."""
        for p in self.pending:
            _remove(p.tmp)
        self.pending = []

    def release(self) -> None:
        """Let other runs write these destinations."""
        for lock in self._locks.values():
            lock.release()
        self._locks = {}


@contextmanager
def _signals_held() -> Iterator[None]:
    """Signals that would stop the process wait until the block is done (main thread only)."""
    if threading.current_thread() is not threading.main_thread() or not hasattr(signal, "pthread_sigmask"):
        yield
        return
    previous = signal.pthread_sigmask(signal.SIG_BLOCK, HELD_SIGNALS)
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, previous)


def _write_journal(path: Path, plan: dict) -> None:
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(json.dumps(plan))
        fh.flush()
        os.fsync(fh.fileno())


def _keep(src: Path, backup: Path) -> None:
    """``backup`` becomes the old ``src`` (a hard link: ``src`` stays in place until replaced)."""
    backup.parent.mkdir(parents=True, exist_ok=True)
    try:
        os.link(src, backup)
    except OSError:  # a file system without hard links
        shutil.copy2(src, backup)


def _apply(step: dict) -> None:
    dest, new = Path(step["dest"]), Path(step["new"])
    if step["kind"] == "file":
        if step["had"]:
            _keep(dest, Path(step["backup"]))
        os.replace(new, dest)
    elif step["kind"] == "newdir":
        os.rename(new, dest)
    else:
        backup = Path(step["backup"])
        backup.mkdir(exist_ok=True)
        for rel in step["had"]:
            _keep(dest / rel, backup / rel)
        for rel in step["put"]:
            (dest / rel).parent.mkdir(parents=True, exist_ok=True)
            os.replace(new / rel, dest / rel)
        for rel in step["remove"]:
            with suppress(FileNotFoundError):
                (dest / rel).unlink()
            _prune(dest / rel, dest)


def _undo_all(steps: list[dict]) -> bool:
    """Undo ``steps`` last first; False when one of them could not be undone."""
    whole = True
    for step in reversed(steps):
        try:
            _undo(step)
        except BaseException:  # noqa: BLE001 - the other steps are still undone
            whole = False
    return whole


def _restore(backup: Path, dest: Path) -> None:
    """Put the kept old file back (it is often still in place: the backup is a hard link to it)."""
    try:
        same = os.path.samefile(backup, dest)
    except OSError:
        same = False
    if same:
        backup.unlink()
    else:
        dest.parent.mkdir(parents=True, exist_ok=True)
        os.replace(backup, dest)


def _undo(step: dict) -> None:
    """Undo what :func:`_apply` did of ``step`` (any part of it, or none)."""
    dest, new = Path(step["dest"]), Path(step["new"])
    if step["kind"] == "file":
        backup = Path(step["backup"])
        if step["had"] and backup.exists():
            _restore(backup, dest)
        elif not step["had"] and not new.exists():
            with suppress(FileNotFoundError):
                dest.unlink()
    elif step["kind"] == "newdir":
        if not new.exists() and dest.exists():
            os.rename(dest, new)
    else:
        backup = Path(step["backup"])
        had = set(step["had"])
        for rel in [*step["put"], *step["remove"]]:
            if rel in had and (backup / rel).exists():
                _restore(backup / rel, dest / rel)
            elif rel not in had and rel in step["put"] and not (new / rel).exists():
                with suppress(FileNotFoundError):
                    (dest / rel).unlink()
                _prune(dest / rel, dest)


def _prune(path: Path, top: Path) -> None:
    """Remove the directories above ``path`` that are left empty, up to ``top`` (kept)."""
    parent = path.parent
    while parent != top and top in parent.parents:
        try:
            parent.rmdir()
        except OSError:
            return
        parent = parent.parent
