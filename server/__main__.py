"""``python -m memoryd.server`` is the ``memoryd`` command."""

import sys

from memoryd.server.cli import main

sys.exit(main())
