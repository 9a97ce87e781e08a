# Thinks forever before its first guess: over the CPU limit while the validator waits.
x = 0
while True:
    x += 1
