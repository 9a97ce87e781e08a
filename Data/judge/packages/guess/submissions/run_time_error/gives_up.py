# Guesses once, then fails: a runtime error (exit 1) after the validator's first reply.
print(500000000, flush=True)
input()
raise SystemExit(1)
