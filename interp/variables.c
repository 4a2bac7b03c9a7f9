/* variables.c — the variable store (see variables.h). */
#include "variables.h"

#include <stdlib.h>
#include <string.h>

void variables_init(Variables *v, int64_t budget) {
    memset(v, 0, sizeof *v);
    v->budget = budget;
}

void strbuf_free(StrBuf *b) {
    free(b->s);
    b->s = NULL;
    b->len = b->cap = 0;
}

static Hp71Error strbuf_reserve(StrBuf *b, int need) {
    if (need + 1 <= b->cap) return HP71_E_NONE;
    int cap = b->cap ? b->cap : 16;
    while (cap < need + 1) cap *= 2;
    char *s = realloc(b->s, (size_t)cap);
    if (!s) return HP71_E_INSUFFICIENT_MEMORY;
    b->s = s;
    b->cap = cap;
    return HP71_E_NONE;
}

Hp71Error strbuf_set(StrBuf *b, const char *text, int len) {
    Hp71Error e = strbuf_reserve(b, len);
    if (e) return e;
    memmove(b->s, text, (size_t)len);
    b->len = len;
    b->s[len] = '\0';
    return HP71_E_NONE;
}

Hp71Error strbuf_append(StrBuf *b, const char *text, int len) {
    Hp71Error e = strbuf_reserve(b, b->len + len);
    if (e) return e;
    memmove(b->s + b->len, text, (size_t)len);
    b->len += len;
    b->s[b->len] = '\0';
    return HP71_E_NONE;
}

static int64_t num_var_bytes(const NumVar *n) {
    if (n->ndims == 0) return 0;
    int64_t count = (int64_t)(n->ub[0] - n->base + 1) * (n->ndims == 2 ? n->ub[1] - n->base + 1 : 1);
    return count * (int64_t)sizeof(Num);
}

static int64_t str_var_bytes(const StrVar *s) {
    int64_t each = s->maxlen + (int64_t)sizeof(StrBuf);
    return s->ndims ? (s->ub - s->base + 1) * each : each;
}

void variables_destroy(Variables *v, bool is_string, int slot) {
    if (is_string) {
        StrVar *s = &v->str[slot];
        if (!s->exists) return;
        v->used -= str_var_bytes(s);
        strbuf_free(&s->val);
        if (s->elems) {
            for (int i = 0; i <= s->ub - s->base; i++) strbuf_free(&s->elems[i]);
            free(s->elems);
        }
        memset(s, 0, sizeof *s);
    } else {
        NumVar *n = &v->num[slot];
        if (!n->exists) return;
        v->used -= num_var_bytes(n);
        free(n->elems);
        memset(n, 0, sizeof *n);
    }
}

void variables_destroy_all(Variables *v) {
    for (int i = 0; i < VARIABLE_SLOTS; i++) {
        variables_destroy(v, false, i);
        variables_destroy(v, true, i);
    }
    v->used = 0;
}

Hp71Error variables_convert_slow(VarType type, Num value, Num *out) {
    if (type == VAR_SHORT) {
        *out = num_round_digits(value, 5);
        return HP71_E_NONE;
    }
    Num r = num_round_int(value);
    if (r.k == NUM_NAN) {
        *out = num_from_int(0);
        return HP71_E_INVALID_ARG;
    }
    if (r.k == NUM_INF || r.e > 0 || r.m > VAR_INTEGER_MAX || r.m < -VAR_INTEGER_MAX) {
        *out = num_from_int(r.m < 0 ? -VAR_INTEGER_MAX : VAR_INTEGER_MAX);
        return HP71_E_OVERFLOW;
    }
    *out = r;
    return HP71_E_NONE;
}

Hp71Error variables_declare_num(Variables *v, int slot, VarType type, int ndims,
                                const int64_t *bounds, int base) {
    NumVar fresh = {.exists = true, .type = (uint8_t)type, .ndims = (uint8_t)ndims, .base = base};
    int64_t count = 1;
    for (int i = 0; i < ndims; i++) {
        if (bounds[i] < base || bounds[i] > 1000000000) return HP71_E_SUBSCRIPT;
        fresh.ub[i] = (int32_t)bounds[i];
        count *= bounds[i] - base + 1;
        if (count > 1000000000) return HP71_E_INSUFFICIENT_MEMORY;
    }
    variables_destroy(v, false, slot);
    if (ndims > 0) {
        int64_t bytes = count * (int64_t)sizeof(Num);
        if (v->used + bytes > v->budget) return HP71_E_INSUFFICIENT_MEMORY;
        fresh.elems = calloc((size_t)count, sizeof(Num));
        if (!fresh.elems) return HP71_E_INSUFFICIENT_MEMORY;
        v->used += bytes;
    }
    v->num[slot] = fresh;
    return HP71_E_NONE;
}

Hp71Error variables_declare_str(Variables *v, int slot, int ndims, int64_t bound, int maxlen,
                                int base) {
    if (maxlen < 0) return HP71_E_INVALID_ARG;
    if (ndims > 0 && (bound < base || bound > 1000000000)) return HP71_E_SUBSCRIPT;
    StrVar fresh = {.exists = true, .ndims = (uint8_t)ndims, .base = base,
                    .ub = (int32_t)(ndims ? bound : 0), .maxlen = maxlen};
    int64_t bytes = str_var_bytes(&fresh);
    variables_destroy(v, true, slot);
    if (v->used + bytes > v->budget) return HP71_E_INSUFFICIENT_MEMORY;
    if (ndims > 0) {
        fresh.elems = calloc((size_t)(bound - base + 1), sizeof(StrBuf));
        if (!fresh.elems) return HP71_E_INSUFFICIENT_MEMORY;
    }
    v->used += bytes;
    v->str[slot] = fresh;
    return HP71_E_NONE;
}

Hp71Error variables_element(Variables *v, int slot, int ndims, const int64_t *subs, int base,
                            Num **elem) {
    NumVar *n = &v->num[slot];
    if (!n->exists) {
        int64_t bounds[2] = {VAR_IMPLICIT_BOUND, VAR_IMPLICIT_BOUND};
        Hp71Error e = variables_declare_num(v, slot, VAR_REAL, ndims, bounds, base);
        if (e) return e;
    }
    if (n->ndims == 0) return HP71_E_DATA_TYPE;
    if (n->ndims != ndims) return HP71_E_SUBSCRIPT;
    int64_t index = 0;
    for (int i = 0; i < ndims; i++) {
        if (subs[i] < n->base || subs[i] > n->ub[i]) return HP71_E_SUBSCRIPT;
        index = index * (n->ub[i] - n->base + 1) + (subs[i] - n->base);
    }
    *elem = &n->elems[index];
    return HP71_E_NONE;
}

NumVar *variables_scalar(Variables *v, int slot) {
    NumVar *n = &v->num[slot];
    if (!n->exists) {
        n->exists = true;
        n->type = VAR_REAL;
        n->val = num_from_int(0);
    }
    return n;
}

Hp71Error variables_store_str(Variables *v, int slot, const char *text, int len) {
    StrVar *s = &v->str[slot];
    if (!s->exists) {
        Hp71Error e = variables_declare_str(v, slot, 0, 0, VAR_DEFAULT_STRING_MAX, 0);
        if (e) return e;
    }
    if (s->ndims != 0) return HP71_E_DATA_TYPE;
    if (len > s->maxlen) return HP71_E_STRING_OVFL;
    return strbuf_set(&s->val, text, len);
}
