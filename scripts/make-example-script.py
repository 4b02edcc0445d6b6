#!/usr/bin/env python3
"""Writes a fluid-gesture-script (the pinned JSON format) for a list of strokes.

Used to author the example scripts in Examples/Scripts:
each stroke is a straight or eased finger path sampled every 8 ms, like a
touch screen reports it. Usage (as a library, from a small driver):
    script("pip", [stroke((330, 720), (260, 605), start=0.0, duration=0.1)], until="settled")
"""
import json
import sys

VIEWPORT = {"width": 390, "height": 844, "safeArea": {"top": 47, "left": 0, "bottom": 34, "right": 0}}


def stroke(start, end, start_time, duration, pointer=1, end_phase="ended", hold=0.0, force=None, ease=True):
    """began at start, moved every 8 ms toward end (ease-in when ease), then end_phase."""
    events = [dict(t=round(start_time, 4), phase="began", pointer=pointer, x=start[0], y=start[1])]
    steps = max(1, round(duration / 0.008))
    for i in range(1, steps + 1):
        f = i / steps
        g = f ** 1.5 if ease else f
        e = dict(t=round(start_time + duration * f, 4), phase="moved", pointer=pointer,
                 x=round(start[0] + (end[0] - start[0]) * g, 2), y=round(start[1] + (end[1] - start[1]) * g, 2))
        events.append(e)
    events.append(dict(t=round(start_time + duration + hold, 4), phase=end_phase, pointer=pointer, x=end[0], y=end[1]))
    if force is not None:
        for e in events:
            e["force"] = force
    return events


def script(interface, strokes, until="settled"):
    events = sorted((e for s in strokes for e in s), key=lambda e: e["t"])
    return {"format": "fluid-gesture-script", "version": 1, "interface": interface,
            "viewport": VIEWPORT, "events": events, "until": until}


def write(path, value):
    with open(path, "w") as f:
        f.write("{ ")
        keys = list(value)
        for i, k in enumerate(keys):
            if k == "events":
                f.write('"events": [\n')
                f.write(",\n".join("    " + json.dumps(e) for e in value["events"]))
                f.write("\n  ]")
            else:
                f.write(json.dumps(k) + ": " + json.dumps(value[k]))
            f.write(",\n  " if i < len(keys) - 1 else " }\n")


if __name__ == "__main__":
    sys.exit("import this module from a driver script")
