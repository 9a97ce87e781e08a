#!/usr/bin/env python3
"""Merges baseline files from several matrix runs into one: the median ratio of every row.

usage: merge_baselines.py OUT IN1 IN2 [IN3 ...]

Every input must carry the same machine fingerprint (a baseline is only compared on the machine
that recorded it); OUT keeps it. The Makefile names OUT after `algo-bench fingerprint`.

One run on a shared machine can record a ratio 20% off its usual value (its reference process was
slowed, say), and a baseline that low makes the CI gate flag a regression that is not there. The
median of three runs is what `make bench-baseline-quick` and `make bench-baseline` store.
"""
import json
import statistics
import sys


def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__.strip())
    out, inputs = sys.argv[1], sys.argv[2:]
    runs = [json.load(open(path)) for path in inputs]
    keys = sorted(set().union(*(run["ratios"] for run in runs)))
    ratios = {key: statistics.median(run["ratios"][key] for run in runs if key in run["ratios"]) for key in keys}
    recorded = f"median of {len(runs)} runs: " + ", ".join(run.get("recorded", "?") for run in runs)
    fingerprints = [run.get("fingerprint") for run in runs]
    if any(fingerprint != fingerprints[0] for fingerprint in fingerprints):
        sys.exit("merge_baselines.py: the runs were recorded on machines with different fingerprints")
    merged = {"ratios": ratios, "recorded": recorded}
    if fingerprints[0] is not None:
        merged["fingerprint"] = fingerprints[0]
    with open(out, "w") as handle:
        json.dump(merged, handle, indent=2, sort_keys=True)
        handle.write("\n")


if __name__ == "__main__":
    main()
