/* Every instance of the 2022 KAKAO archery final (n <= 10 arrows, the opponent's n arrows on 11
 * rings) in which two plans of the best margin use the same positive number of arrows on the
 * lowest ring either of them uses, so that only the full tie-break (compare from the lowest ring
 * upward, ring after ring) tells them apart.
 *
 * Output, one instance per line (`n h10 h9 ... h0`), is the table in
 * Sources/Judge/ArcheryTieCases.swift: `gcc -O2 archery_ties.c && ./a.out`. 301 instances, 3 s.
 */
#include <stdio.h>
#include <string.h>
int info[11], n, found = 0;
static int plansv[1024][11], margins[1024];
static void check(void) {
    int count = 0, top = 0;
    for (int mask = 0; mask < 1024; mask++) {
        int a[11] = {0}, used = 0, margin = 0;
        for (int r = 0; r < 10; r++) { int p = 10 - r;
            if (mask >> r & 1) { a[r] = info[r] + 1; used += a[r]; margin += p; } else if (info[r] > 0) margin -= p; }
        if (used > n || margin <= 0) continue;
        a[10] = n - used;
        if (margin > top) { top = margin; count = 0; }
        if (margin == top) { memcpy(plansv[count], a, sizeof a); count++; }
    }
    for (int i = 0; i < count; i++) for (int j = i + 1; j < count; j++) {
        int ring = 10; while (ring >= 0 && plansv[i][ring] == 0 && plansv[j][ring] == 0) ring--;
        if (ring >= 0 && plansv[i][ring] == plansv[j][ring]) { found++; printf("%d", n); for (int k = 0; k < 11; k++) printf(" %d", info[k]); printf("\n"); return; }
    }
}
static void rec(int ring, int left) {
    if (ring == 10) { info[10] = left; check(); return; }
    for (int k = 0; k <= left; k++) { info[ring] = k; rec(ring + 1, left - k); }
}
int main(void) { for (n = 1; n <= 10; n++) rec(0, n); fprintf(stderr, "found %d\n", found); }
