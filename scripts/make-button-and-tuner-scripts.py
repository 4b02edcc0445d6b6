#!/usr/bin/env python3
"""Writes the example scripts of calculator-button, flashlight-button and spring-tuner
(Examples/Scripts), with make-example-script.py. Run from anywhere."""
import math
import os
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
import importlib.util
spec = importlib.util.spec_from_file_location("mk", ROOT + "/scripts/make-example-script.py")
mk = importlib.util.module_from_spec(spec); spec.loader.exec_module(mk)
D = ROOT + '/Examples/Scripts/'

def path(points, start, pointer=1, end="ended", forces=None, dt=0.008):
    """began at points[0], a move per further point every dt, end_phase dt after the last."""
    ev = []
    for i, (x, y) in enumerate(points):
        e = dict(t=round(start + dt * i, 4), phase="began" if i == 0 else "moved", pointer=pointer, x=round(x, 2), y=round(y, 2))
        if forces is not None: e["force"] = round(forces[i], 3)
        ev.append(e)
    x, y = points[-1]
    ev.append(dict(t=round(start + dt * len(points), 4), phase=end, pointer=pointer, x=round(x, 2), y=round(y, 2)))
    return ev

def line(a, b, n):
    return [(a[0] + (b[0] - a[0]) * i / (n - 1), a[1] + (b[1] - a[1]) * i / (n - 1)) for i in range(n)]

# Calculator button: centre (195, 428.5), a 75 pt circle; inside until 107.5 pt from the centre vertically.
c = (195, 428.5)
mk.write(D + "calculator-button-main.json", mk.script("calculator-button", [path(line(c, (197, 430), 8), 0.0)]))
mk.write(D + "calculator-button-interrupt.json", mk.script("calculator-button", [
    path(line(c, (196, 429), 6), 0.0),                       # a tap
    path(line((194, 427), (195, 428), 5), 0.2),              # another, mid-fade: lit again at once
    path(line(c, (195, 580), 20) + line((195, 575), (196, 432), 19), 0.5),  # out (fades) and back in (lit), lifted: counts
]))
mk.write(D + "calculator-button-cancel.json", mk.script("calculator-button", [path(line(c, (199, 433), 12), 0.0, end="cancelled")]))

# Flashlight: centre (195, 690), 50 pt.
f = (195, 690)
up = [0.1 + 0.7 * i / 24 for i in range(25)]          # 0.1 → 0.8 over 0.2 s
down = [0.75 - 0.55 * i / 18 for i in range(19)]      # 0.75 → 0.2 over 0.15 s
pts = [(f[0] + 0.3 * math.sin(i / 3), f[1] + 0.3 * math.cos(i / 4)) for i in range(len(up) + len(down))]
press = path(pts, 0.0, forces=up + down)
mk.write(D + "flashlight-button-main.json", mk.script("flashlight-button", [press]))
held = [(f[0] + 0.4 * math.sin(i / 5), f[1] + 0.4 * math.cos(i / 7)) for i in range(88)]   # 0.7 s, no force: the 0.5 s hold arms it
mk.write(D + "flashlight-button-interrupt.json", mk.script("flashlight-button", [press, path(held, 0.4, pointer=2)]))
mk.write(D + "flashlight-button-cancel.json", mk.script("flashlight-button", [path(pts[:25], 0.0, forces=up, end="cancelled")]))

# Spring tuner: damping slider strip at y 483.5, response at 583.5; thumbs travel 44…346; track at y 358.5.
def sx(v, lo, hi): return 44 + 302 * (v - lo) / (hi - lo)
dy, ry, ty = 483.5, 583.5, 358.5
mk.write(D + "spring-tuner-main.json", mk.script("spring-tuner", [
    path(line((sx(0.5, 0.1, 1), dy), (sx(0.9, 0.1, 1), dy + 4), 38), 0.5)], until=8))
mk.write(D + "spring-tuner-interrupt.json", mk.script("spring-tuner", [
    path(line((90, ty), (91, ty + 1), 7), 0.3),
    path(line((sx(1, 0.1, 2), ry), (sx(0.4, 0.1, 2), ry - 3), 30), 1.5)], until=8))
mk.write(D + "spring-tuner-cancel.json", mk.script("spring-tuner", [
    path(line((sx(0.5, 0.1, 1), dy), (sx(0.15, 0.1, 1), dy), 25), 0.2, end="cancelled")], until=6))

# The WWDC23 pair side by side above the track, strips at y 101: duration thumb 44…173 (0.1…2 s), bounce 217…346 (0…0.9).
def ux(v): return 44 + 129 * (v - 0.1) / 1.9
def bx(v): return 217 + 129 * v / 0.9
py = 101
mk.write(D + "spring-tuner-bounce.json", mk.script("spring-tuner", [
    path(line((bx(0.5), py), (bx(0.85), py + 3), 30), 0.4),       # bouncier mid-flight: the ends close in
    path(line((ux(1), py), (ux(0.5), py - 2), 25), 2.6)], until=8))  # then shorter
mk.write(D + "spring-tuner-bounce-cancel.json", mk.script("spring-tuner", [
    path(line((bx(0.5), py), (bx(0.9), py), 25), 0.3, end="cancelled")], until=5))
