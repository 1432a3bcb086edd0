"""Before ``make`` builds anything: is the Python new enough, and was ``.venv`` made by it?

    $(PYTHON) build/check_python.py VENV ORIGIN     # the Makefile runs this first

Run by the Python the Makefile was told to use (``PYTHON``, default ``python3``), so it is
written for any Python 3 (no newer syntax). ORIGIN is make's ``$(origin PYTHON)``: whether
``PYTHON`` was chosen (``command line``, ``environment``) or is the default.

* ``.venv`` whose own Python is missing or older than 3.11 (made by an old Python, or a
  Python since removed): removed, with a line saying so, and made again below.
* ``PYTHON`` chosen and not the Python that made ``.venv`` (``make PYTHON=python3.12`` after a
  ``.venv`` of 3.11): removed and made again with the chosen one, said in one line.
* A working ``.venv`` of 3.11 or newer is used whatever ``python3`` is.
* No ``.venv`` and ``PYTHON`` older than 3.11: what to do, and exit 1 (before pip runs).
"""

import os
import shutil
import subprocess
import sys

NEEDED = (3, 11)


def venv_python(venv):
    for name in ("bin/python", "Scripts/python.exe"):
        path = os.path.join(venv, name)
        if os.path.exists(path):
            return path
    return None


def version_of(python):
    """``(major, minor, micro)`` of a Python, or None when it does not run."""
    try:
        out = subprocess.check_output(
            [python, "-c", "import sys; print('%d %d %d' % sys.version_info[:3])"],
            stderr=subprocess.STDOUT,
        )
        return tuple(int(n) for n in out.decode().split())
    except (OSError, subprocess.CalledProcessError, ValueError):
        return None


def dotted(version):
    return ".".join(str(n) for n in version)


def main(argv):
    venv = argv[1] if len(argv) > 1 else ".venv"
    chosen = len(argv) > 2 and argv[2] in ("command line", "environment", "override")
    mine = tuple(sys.version_info[:3])
    me = os.path.realpath(sys.executable)
    if os.path.isdir(venv):
        python = venv_python(venv)
        theirs = version_of(python) if python else None
        if theirs is None or theirs[:2] < NEEDED:
            made_by = "Python " + dotted(theirs) if theirs else "a Python that no longer runs"
            print(f"make: {venv}/ was made by {made_by}; removing it to make it again")
            shutil.rmtree(venv)
        elif chosen and theirs[:2] != mine[:2]:
            print(
                f"make: {venv}/ was made by Python {dotted(theirs)}, not by {me} (Python {dotted(mine)}); making it again"
            )
            shutil.rmtree(venv)
        else:
            return 0
    if mine[:2] < NEEDED:
        print(
            f"make: the game needs Python {dotted(NEEDED)} or newer; {me} is Python {dotted(mine)}.\n"
            "      Install a newer one (python.org; or e.g. `sudo apt install python3.11`,\n"
            "      `brew install python@3.12`) and name it: make PYTHON=python3.11 play"
        )
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
