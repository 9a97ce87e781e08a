# Guesses 1, 2, 3, ...: the validator rejects the 31st guess (unless the number is at most 30;
# the first secret test's is 1, the second's 10^9).
guess = 1
while True:
    print(guess, flush=True)
    if input() == "correct":
        break
    guess += 1
