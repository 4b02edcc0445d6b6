#!/usr/bin/env python3
"""Writes the example scripts of the elastic list's bounce and the drawer's scrolling content
(Examples/Scripts), with make-example-script.py. Run from anywhere."""
import os
import importlib.util
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
spec = importlib.util.spec_from_file_location("mk", ROOT + "/scripts/make-example-script.py")
mk = importlib.util.module_from_spec(spec); spec.loader.exec_module(mk)
D = ROOT + '/Examples/Scripts/'

# Elastic list (list 47…810): scroll up slowly by about 290 pt and hold (no fling), then flick
# down at about 4000 pt/s: the glide reaches the top, bounces past it, and the rows trail it.
mk.write(D + "elastic-list-bounce.json", mk.script("elastic-list", [
    mk.stroke((195, 600), (195, 300), 0.0, 0.5, hold=0.1, ease=False),
    mk.stroke((195, 300), (195, 620), 0.8, 0.08, ease=False),
]))

# Drawer (open edge 127, content 171…810): a tap opens it; scroll the content up 350 pt and hold;
# then one gesture down 500 pt: 350 scroll the content back to its top, the last 150 pull the drawer,
# which the release projects closed.
tap = mk.stroke((195, 700), (195, 700), 0.0, 0.0)[0:1] + [dict(t=0.05, phase="ended", pointer=1, x=195, y=700)]
mk.write(D + "drawer-scroll.json", mk.script("drawer", [
    tap,
    mk.stroke((195, 600), (195, 250), 1.5, 0.5, pointer=2, hold=0.1, ease=False),
    mk.stroke((195, 300), (195, 800), 2.4, 0.6, pointer=3),
]))
# The same start; a scroll the system cancels (no fling), then a pull past the content's top the
# system cancels too: the drawer springs back open, the content rests at its top.
mk.write(D + "drawer-scroll-cancel.json", mk.script("drawer", [
    tap,
    mk.stroke((195, 600), (195, 300), 1.5, 0.1, pointer=2, end_phase="cancelled", ease=False),
    mk.stroke((195, 300), (195, 700), 2.4, 0.3, pointer=3, end_phase="cancelled", ease=False),
]))
