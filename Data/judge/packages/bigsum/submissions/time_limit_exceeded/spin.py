# Counts to the sum one step at a time: over the limit wherever the sum is large, the sample
# aside (its sum is 5), so in both groups.
n, *a = map(int, open(0).read().split())
total = sum(a[:n])
count = 0
while count < abs(total):
    count += 1
print(total)
