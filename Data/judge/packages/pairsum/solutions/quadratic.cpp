// Every pair: O(n^2), 2 * 10^10 additions on test 6, where the pair is the first and the last.
#include <cstdio>
#include <vector>

int main() {
    int n;
    long long t;
    if (scanf("%d %lld", &n, &t) != 2) return 1;
    std::vector<long long> a(n + 1);
    for (int j = 1; j <= n; j++)
        if (scanf("%lld", &a[j]) != 1) return 1;
    for (int j = 2; j <= n; j++)
        for (int i = 1; i < j; i++)
            if (a[i] + a[j] == t) {
                printf("%d %d\n", i, j);
                return 0;
            }
    printf("-1\n");
}
