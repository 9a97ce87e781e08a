"""The timing protocol every Python peer shares with algo-bench (BenchKit's RepetitionPolicy):
WARMUPS untimed runs, then at least MIN and at most MAX timed runs, adding runs while the timed
total is under BUDGET seconds; one JSON result line on stdout, as BenchKit.BenchResult.
"""
import json
import resource
import sys
import time


def rounded_checksum(value):
    """Seven significant digits, as algo-bench's roundedChecksum: results that agree to a
    tolerance agree here."""
    exponent = 0
    mantissa = abs(value)
    while mantissa >= 10:
        mantissa /= 10
        exponent += 1
    while mantissa < 1:
        mantissa *= 10
        exponent -= 1
    return f"{int(round(mantissa * 1e6))}e{exponent - 6}"


def main(kernel, usage, prepare, checksum=str):
    """Runs `kernel` from the command line `KERNEL N MIN MAX BUDGET WARMUPS`.

    prepare(n) does the untimed set-up and returns the timed body; checksum(result) turns the
    body's last result into the checksum text.
    """
    argv = sys.argv
    if len(argv) != 7 or argv[1] != kernel:
        sys.exit(usage)
    n, minimum, maximum, budget, warmups = int(argv[2]), int(argv[3]), int(argv[4]), float(argv[5]), int(argv[6])
    body = prepare(n)
    result = None
    for _ in range(warmups):
        result = body()
    samples = []
    while len(samples) < maximum and (len(samples) < minimum or sum(samples) < budget):
        start = time.perf_counter()
        result = body()
        samples.append(time.perf_counter() - start)
    print(json.dumps({"checksum": checksum(result), "kernel": kernel, "size": n, "variant": "",
                      "samples": samples, "peakRSSKiB": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss},
                     sort_keys=True))
