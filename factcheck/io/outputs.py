"""Where results are written: never over anything but a regular file, never half a file or a mixed directory.

Every output (a file, or a directory of files for the review formats) is written under a hidden
temporary name beside its destination and renamed into place once complete, so an interrupted
or failing run leaves the previous outputs as they were. A symlink is written through: the
temporary file goes beside its target and replaces the target, the link stays. A device, FIFO
or socket at the destination is refused (``--out /dev/full`` used to become a regular file).
Errors name the path the user gave, never a temporary name. A run's outputs (several formats,
directories of files) are put in place as one set by :mod:`factcheck.io.output_set`.
"""

from __future__ import annotations

import codecs
import os
import re
import stat
import tempfile
from pathlib import Path


#: Lone surrogates: a JSON input may hold them ("\\ud800" is valid JSON), UTF-8 cannot.
_SURROGATE = re.compile("[\ud800-\udfff]")
#: The error handler every text output is written with: a lone surrogate becomes U+FFFD.
ENCODE_ERRORS = "factcheck.surrogates"


def safe_text(text: str) -> str:
    """``text`` with each lone surrogate replaced by U+FFFD, one character for one (offsets into the
    text stay right), as every output writes it: the same replacement in every format."""
    return _SURROGATE.sub("\ufffd", text)


def _replace_surrogates(exc: UnicodeError) -> tuple[bytes, int]:
    if isinstance(exc, UnicodeEncodeError) and exc.encoding.replace("-", "").lower() == "utf8":
        return "\ufffd".encode("utf-8") * (exc.end - exc.start), exc.end  # bytes: the codec takes no non-ASCII str
    raise exc


codecs.register_error(ENCODE_ERRORS, _replace_surrogates)


def open_text(path: str | Path, mode: str = "w"):
    """A text file for an output: UTF-8, newlines as written, lone surrogates as U+FFFD."""
    return open(path, mode, encoding="utf-8", errors=ENCODE_ERRORS, newline="")


class OutputError(OSError):
    """An output that cannot be written; ``str()`` names the path as given and says why."""


_KINDS = ((stat.S_ISCHR, "a character device"), (stat.S_ISBLK, "a block device"), (stat.S_ISFIFO, "a FIFO"),
          (stat.S_ISSOCK, "a socket"), (stat.S_ISDIR, "a directory"), (stat.S_ISREG, "a regular file"))


def _kind(mode: int) -> str:
    return next((name for test, name in _KINDS if test(mode)), "a special file")


def real_target(given: Path, is_dir: bool = False) -> Path:
    """The path to replace for ``given``: its symlinks followed; OutputError unless it is missing
    or of the right kind (a regular file, or a directory for a directory output)."""
    real = Path(os.path.realpath(given))
    try:
        mode = os.stat(real).st_mode
    except FileNotFoundError:
        return real
    except OSError as exc:
        raise OutputError(f"{given}: cannot write: {exc.strerror or exc}") from None
    if is_dir and not stat.S_ISDIR(mode):
        raise OutputError(f"{given}: is {_kind(mode)}, not a directory; give a directory to write")
    if not is_dir and not stat.S_ISREG(mode):
        hint = " (leave --out out to write to stdout)" if not stat.S_ISDIR(mode) else ""
        raise OutputError(f"{given}: is {_kind(mode)}, not a regular file; give a file to write{hint}")
    return real


def _umask() -> int:
    umask = os.umask(0)
    os.umask(umask)
    return umask


def _new_file_mode(path: Path) -> int:
    """The existing file's permissions, else what a plain open() would create (0o666 - umask)."""
    try:
        return path.stat().st_mode & 0o7777
    except FileNotFoundError:
        return 0o666 & ~_umask()


class Staged:
    """One file being written under a temporary name beside its destination (``write_file``; a
    run's outputs go through :class:`factcheck.io.output_set.OutputSet`)."""

    def __init__(self, given: Path) -> None:
        self.given = given
        self.real = real_target(given)
        try:
            self.real.parent.mkdir(parents=True, exist_ok=True)
            fd, name = tempfile.mkstemp(prefix=f".{self.real.name}.", suffix=".tmp", dir=self.real.parent)
            os.close(fd)
            self.tmp = Path(name)
            os.chmod(self.tmp, _new_file_mode(self.real))
        except OSError as exc:
            raise self.error(exc) from None

    def error(self, exc: OSError) -> OutputError:
        """``exc`` told about the path the user gave."""
        return OutputError(f"{self.given}: cannot write: {exc.strerror or exc}")

    def commit(self) -> None:
        """Put the finished file in place."""
        real_target(self.given)  # still no device put there meanwhile
        try:
            with open(self.tmp, "rb+") as fh:  # on disk before the rename: a crash leaves old or new
                os.fsync(fh.fileno())
            os.replace(self.tmp, self.real)
        except OSError as exc:
            raise self.error(exc) from None

    def discard(self) -> None:
        """Remove what was written (the destination is untouched)."""
        self.tmp.unlink(missing_ok=True)


def write_file(given: str | Path, content: str | bytes) -> None:
    """Write one file atomically and safely (see the module's docstring)."""
    staged = Staged(Path(given))
    try:
        try:
            if isinstance(content, str):
                with open_text(staged.tmp) as fh:
                    fh.write(content)
            else:
                staged.tmp.write_bytes(content)
        except OSError as exc:
            raise staged.error(exc) from None
        staged.commit()
    except BaseException:
        staged.discard()
        raise
