"""Check the shape of the s6 held-out conversation sets (LoCoMo JSON shape).

python bench/data/validate_conversations_s6.py [files...]
The checks are validate_conversations_s5.py's (the s6 sets were written to the same bounds:
8-12 sessions, 220-280 turns, at least 10 questions per category); only the default files differ.
"""

import runpy
import sys
from pathlib import Path

if __name__ == "__main__":
    here = Path(__file__).parent
    check = runpy.run_path(str(here / "validate_conversations_s5.py"))["check"]
    for p in sys.argv[1:] or [here / "conversations_en_s6.json", here / "conversations_zh_s6.json"]:
        check(p)
    print("ok")
