/* DSLR (Baekjoon 9019) peer: the plain per-query BFS in C, as judges see it.
 *
 * Parent arrays (no strings in the queue), scanf for input and putchar for output.
 * Build: gcc -O2 -o dslr_bfs dslr_bfs.c
 * Usage: dslr_bfs < input    (T, then T lines "A B")
 */
#include <stdio.h>
#include <string.h>

static int parent[10000];
static char via[10000];
static int queue[10000];
static char visited[10000];

static int apply(int n, int op) {
    switch (op) {
    case 0: return n * 2 % 10000;
    case 1: return n == 0 ? 9999 : n - 1;
    case 2: return n % 1000 * 10 + n / 1000;
    default: return n % 10 * 1000 + n / 10;
    }
}

int main(void) {
    static const char letters[4] = {'D', 'S', 'L', 'R'};
    int t;
    if (scanf("%d", &t) != 1) return 2;
    while (t-- > 0) {
        int a, b;
        if (scanf("%d %d", &a, &b) != 2) return 2;
        memset(visited, 0, sizeof visited);
        int head = 0, tail = 0;
        queue[tail++] = a;
        visited[a] = 1;
        while (head < tail) {
            int n = queue[head++];
            if (n == b) break;
            for (int op = 0; op < 4; op++) {
                int m = apply(n, op);
                if (!visited[m]) {
                    visited[m] = 1;
                    parent[m] = n;
                    via[m] = letters[op];
                    queue[tail++] = m;
                }
            }
        }
        char path[32];
        int length = 0;
        for (int n = b; n != a; n = parent[n]) path[length++] = via[n];
        while (length > 0) putchar(path[--length]);
        putchar('\n');
    }
    return 0;
}
