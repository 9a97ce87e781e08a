# Binary search over 1..10^9: at most 30 guesses.
low, high = 1, 10**9
while True:
    guess = (low + high) // 2
    print(guess, flush=True)
    reply = input()
    if reply == "correct":
        break
    if reply == "lower":
        high = guess - 1
    else:
        low = guess + 1
