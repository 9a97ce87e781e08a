#!/usr/bin/env python3
"""What a plot shows, read with Python's own XML parser (an independent reader of the SVG the
suite writes): its ticks and their labels per axis, the axis titles, the legend's texts, the caption
lines, and the data group's elements in drawing order (tag and colour). Prints one JSON object.

Used by Tests/AlgoCLITests/PlotTests.swift; `python3 svg_summary.py picture.svg`."""
import json
import sys
import xml.etree.ElementTree as ET

NS = "{http://www.w3.org/2000/svg}"


def classes(element):
    return (element.get("class") or "").split()


def main(path):
    root = ET.parse(path).getroot()
    assert root.tag == NS + "svg", root.tag
    summary = {"axes": {}, "legend": [], "caption": [], "data": [], "frame": False}
    for group in root.iter(NS + "g"):
        names = classes(group)
        if "axis" in names:
            axis = names[1] if len(names) > 1 else "?"
            summary["axes"][axis] = {
                "ticks": sum(1 for e in group if "tick" in classes(e)),
                "labels": [e.text for e in group if "tick-label" in classes(e)],
                "title": next((e.text for e in group if "axis-title" in classes(e)), None),
            }
        elif "legend" in names:
            summary["legend"] = [e.text for e in group.iter(NS + "text")]
            summary["legend_colours"] = [
                e.get("stroke") if e.get("fill") in (None, "none") else e.get("fill")
                for e in group if e.tag in (NS + "line", NS + "circle")
            ]
        elif "data" in names:
            summary["data"] = [
                [e.tag.replace(NS, ""), e.get("fill") if e.get("fill") not in (None, "none") else e.get("stroke"),
                 e.get("r")]
                for e in group
            ]
    summary["caption"] = [e.text for e in root.iter(NS + "text") if "caption" in classes(e)]
    summary["frame"] = any("frame" in classes(e) for e in root.iter(NS + "rect"))
    print(json.dumps(summary))


if __name__ == "__main__":
    main(sys.argv[1])
