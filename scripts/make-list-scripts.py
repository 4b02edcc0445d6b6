#!/usr/bin/env python3
"""Writes the example scripts of the elastic list's bounce and the drawer's scrolling content
(Tests/FluidInteractionsTests/Scripts), with make-example-script.py. Run from anywhere."""
import os
import importlib.util
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
spec = importlib.util.spec_from_file_location("mk", ROOT + "/scripts/make-example-script.py")
mk = importlib.util.module_from_spec(spec); spec.loader.exec_module(mk)
D = ROOT + '/Tests/FluidInteractionsTests/Scripts/'

# Elastic list (list 47…810): scroll up slowly by about 290 pt and hold (no fling), then flick
# down at about 4000 pt/s: the glide reaches the top, bounces past it, and the rows trail it.
mk.write(D + "elastic-list-bounce.json", mk.script("elastic-list", [
    mk.stroke((195, 600), (195, 300), 0.0, 0.5, hold=0.1, ease=False),
    mk.stroke((195, 300), (195, 620), 0.8, 0.08, ease=False),
]))
