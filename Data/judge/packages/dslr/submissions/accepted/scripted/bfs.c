// DSLR by breadth-first search, built by this folder's own build script (C, gcc -O2).
#include <stdio.h>
#include <string.h>

int main(void) {
    static int parent[10000], queue[10000];
    static char how[10000], path[10000];
    int t;
    if (scanf("%d", &t) != 1) return 1;
    while (t--) {
        int a, b;
        if (scanf("%d %d", &a, &b) != 2) return 1;
        memset(parent, -1, sizeof parent);
        parent[a] = a;
        int head = 0, tail = 0;
        queue[tail++] = a;
        while (head < tail && parent[b] < 0) {
            int n = queue[head++];
            int next[4] = {n * 2 % 10000, (n + 9999) % 10000, n % 1000 * 10 + n / 1000, n % 10 * 1000 + n / 10};
            for (int k = 0; k < 4; k++)
                if (parent[next[k]] < 0) {
                    parent[next[k]] = n;
                    how[next[k]] = "DSLR"[k];
                    queue[tail++] = next[k];
                }
        }
        int length = 0;
        for (int n = b; n != a; n = parent[n]) path[length++] = how[n];
        for (int i = length - 1; i >= 0; i--) putchar(path[i]);
        putchar('\n');
    }
    return 0;
}
