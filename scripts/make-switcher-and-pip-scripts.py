#!/usr/bin/env python3
"""Writes the example scripts of app-switcher (main, switcher-return) and of the
picture in picture's stash (pip-stash, pip-stash-drag) in
Examples/Scripts, with make-example-script.py. Run from anywhere."""
import os
import importlib.util
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
spec = importlib.util.spec_from_file_location("mk", ROOT + "/scripts/make-example-script.py")
mk = importlib.util.module_from_spec(spec); spec.loader.exec_module(mk)
D = ROOT + '/Examples/Scripts/'


def tap(p, start, pointer, length=0.05):
    """A finger down at p, reported still every 8 ms, lifted `length` s later."""
    events = [dict(t=round(start, 4), phase="began", pointer=pointer, x=p[0], y=p[1])]
    n = round(length / 0.008)
    events += [dict(t=round(start + length * i / n, 4), phase="moved", pointer=pointer, x=p[0], y=p[1]) for i in range(1, n + 1)]
    events.append(dict(t=round(start + length, 4), phase="ended", pointer=pointer, x=p[0], y=p[1]))
    return events


# App switcher: the card rests centred at (195, 608.5); its slot in the switcher is centred at (195, 428.5).
card, slot = (195, 608.5), (195, 428.5)
swipe_and_hold = mk.stroke(card, (195, 308.5), 0.0, 0.3, hold=0.25)      # 300 pt up, held still (no reports), lifted
mk.write(D + "app-switcher-main.json", mk.script("app-switcher", [swipe_and_hold]))
mk.write(D + "app-switcher-switcher-return.json", mk.script("app-switcher", [swipe_and_hold, tap(slot, 1.4, 2)]))

# Picture in picture: bottom-right corner centred at (320, 715); stashed at the right edge, centre x 416 (the tab 366…390).
flick_right = mk.stroke((330, 715), (380, 715), 0.0, 0.08)              # off the right side: projected far past the edge
mk.write(D + "pip-stash.json", mk.script("pip", [flick_right, tap((378, 715), 1.2, 2)]))
pull_out = mk.stroke((378, 715), (250, 600), 1.2, 0.12, pointer=2)       # grab the tab, pull it out and flick up-left
mk.write(D + "pip-stash-drag.json", mk.script("pip", [flick_right, pull_out]))
