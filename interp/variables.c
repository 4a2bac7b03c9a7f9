/* variables.c — the variable store (see variables.h). */
#include "variables.h"

#include <stdlib.h>
#include <string.h>

void variables_init(Variables *v, VarMemory *mem) {
    memset(v, 0, sizeof *v);
    v->mem = mem;
}

void strbuf_free(StrBuf *b, VarMemory *mem) {
    if (mem) mem->used -= b->cap;
    free(b->s);
    b->s = NULL;
    b->len = b->cap = 0;
}

Hp71Error strbuf_reserve(StrBuf *b, int64_t need, VarMemory *mem) {
    if (need < 0 || need > STRBUF_MAX) return HP71_E_INSUFFICIENT_MEMORY;
    if (need + 1 <= b->cap) return HP71_E_NONE;
    int64_t cap = need + 1;
    if (mem) { /* a temporary that grows by appending: double, within the budget */
        int64_t doubled = b->cap ? 2 * (int64_t)b->cap : 16;
        if (doubled > cap && doubled <= STRBUF_MAX + 1 &&
            mem->used + (doubled - b->cap) <= mem->budget)
            cap = doubled;
        if (mem->used + (cap - b->cap) > mem->budget) return HP71_E_INSUFFICIENT_MEMORY;
    }
    char *s = realloc(b->s, (size_t)cap);
    if (!s) return HP71_E_INSUFFICIENT_MEMORY;
    if (mem) mem->used += cap - b->cap;
    b->s = s;
    b->cap = (int)cap;
    return HP71_E_NONE;
}

Hp71Error strbuf_set(StrBuf *b, const char *text, int64_t len, VarMemory *mem) {
    Hp71Error e = strbuf_reserve(b, len, mem);
    if (e) return e;
    if (len) memmove(b->s, text, (size_t)len);
    b->len = (int)len;
    b->s[len] = '\0';
    return HP71_E_NONE;
}

Hp71Error strbuf_append(StrBuf *b, const char *text, int64_t len, VarMemory *mem) {
    Hp71Error e = strbuf_reserve(b, (int64_t)b->len + len, mem);
    if (e) return e;
    if (len) memmove(b->s + b->len, text, (size_t)len);
    b->len += (int)len;
    b->s[b->len] = '\0';
    return HP71_E_NONE;
}

int64_t variables_ram_num(VarType type, int64_t elements) {
    static const int64_t per_element[] = {[VAR_REAL] = 16, [VAR_SHORT] = 9, [VAR_INTEGER] = 6};
    return 19 + per_element[type] * elements;
}

int64_t variables_ram_str(int ndims, int64_t elements, int64_t maxlen) {
    return ndims ? 19 + elements * (4 + 2 * maxlen) : 23 + 2 * maxlen;
}

int64_t variables_ram_free(const VarMemory *mem) {
    int64_t program = mem->program_ram ? *mem->program_ram : 0;
    return 2 * mem->ram_size - program - mem->ram - mem->keyboard_ram;
}

/* The nibbles of RAM free for a variable to be made: the owner's count. */
static int64_t ram_left(const VarMemory *mem) {
    return mem->ram_free ? mem->ram_free(mem) : variables_ram_free(mem);
}

int64_t variables_num_var_ram(const NumVar *n) {
    return n->ndims ? variables_ram_num((VarType)n->type, variables_num_elements(n)) : 0;
}

int64_t variables_str_var_ram(const StrVar *s) {
    return variables_ram_str(s->ndims, s->ndims ? s->ub - s->base + 1 : 1, s->maxlen);
}

static int64_t num_var_bytes(const NumVar *n) {
    return n->ndims ? variables_num_elements(n) * (int64_t)sizeof(Num) : 0;
}

static int64_t str_var_bytes(const StrVar *s) {
    int64_t each = s->maxlen + (int64_t)sizeof(StrBuf);
    return s->ndims ? (s->ub - s->base + 1) * each : each;
}

/* Frees a string variable's storage, gives its bytes back and empties it. */
static void release_str(Variables *v, StrVar *s) {
    v->mem->used -= str_var_bytes(s);
    v->mem->ram -= variables_str_var_ram(s);
    strbuf_free(&s->val, NULL);
    if (s->elems) {
        for (int i = 0; i <= s->ub - s->base; i++)
            strbuf_free(&s->elems[i], NULL);
        free(s->elems);
    }
    memset(s, 0, sizeof *s);
}

void variables_destroy(Variables *v, bool is_string, int slot) {
    if (is_string) {
        StrVar *s = &v->str[slot];
        if (s->ref) {
            s->ref = NULL;
            return;
        }
        if (s->exists) release_str(v, s);
    } else {
        NumVar *n = &v->num[slot];
        if (n->ref) {
            n->ref = NULL;
            n->val = num_from_int(0);
            return;
        }
        if (!n->exists) return;
        v->mem->used -= num_var_bytes(n);
        v->mem->ram -= variables_num_var_ram(n);
        free(n->elems);
        memset(n, 0, sizeof *n);
    }
}

void variables_destroy_all(Variables *v) {
    for (int i = 0; i < VARIABLE_SLOTS; i++) {
        variables_destroy(v, false, i);
        variables_destroy(v, true, i);
    }
}

Hp71Error variables_convert_slow(VarType type, Num value, NumRound mode, Num *out) {
    if (type == VAR_SHORT) return num_round_digits(value, 5, mode, out);
    if (num_is_snan(value)) { /* an INTEGER cannot hold a signaling NaN */
        *out = num_nan();
        return HP71_E_SIGNALED_OP;
    }
    Num r = num_round_int(value);
    if (!num_is_finite(r)) { /* an INTEGER holds Inf and NaN as they are (the ROM) */
        *out = r;
        return HP71_E_NONE;
    }
    if (r.e > 0 || r.m > VAR_INTEGER_MAX || r.m < -VAR_INTEGER_MAX) {
        *out = num_from_int(r.m < 0 ? -VAR_INTEGER_MAX : VAR_INTEGER_MAX);
        return HP71_E_INT_OVERFLOW;
    }
    *out = r;
    return HP71_E_NONE;
}

Hp71Error variables_declare_num(Variables *v, int slot, VarType type, int ndims,
                                const int64_t *bounds, int base) {
    NumVar fresh = {.exists = true, .ndims = (uint8_t)ndims, .base = (int16_t)base};
    variables_set_type(&fresh, type);
    int64_t count = 1;
    for (int i = 0; i < ndims; i++) {
        if (bounds[i] < base || bounds[i] > 1000000000) return HP71_E_SUBSCRIPT;
        fresh.ub[i] = (int32_t)bounds[i];
        count *= bounds[i] - base + 1;
        if (count > 1000000000) return HP71_E_INSUFFICIENT_MEMORY;
    }
    NumVar *target = &v->num[slot];
    if (target->ref) { /* redeclaring a by-reference parameter redeclares the caller's */
        target = target->ref;
        fresh.ref = NULL;
    }
    /* an array declared again with its type keeps its elements in storage
       order, as many as fit (the ROM: DIM A(8) after DIM A(5) keeps A(1..5);
       a 2-D array's elements move with the new row length) */
    NumVar old = *target;
    bool keep = old.exists && old.ndims > 0 && ndims > 0 && old.type == type;
    Num *elems = NULL;
    if (ndims > 0) {
        int64_t bytes = count * (int64_t)sizeof(Num);
        int64_t freed = old.exists ? num_var_bytes(&old) : 0;
        int64_t ram_freed = old.exists ? variables_num_var_ram(&old) : 0;
        /* refused: the old variable stays as it was; an array declared
           again as large as it is wants no room (the ROM: DIM A(1000) in a
           user function recursing to the RAM's end, memory/redim_at_the_ram_end) */
        bool as_large = old.exists && variables_ram_num(type, count) == ram_freed;
        /* an array declared again wants room for what it grows by and 16
           nibbles a dimension of the new one, and none when it does not
           grow, of another type too, even past the RAM's end (the ROM, to
           the nibble: memory/array_declared_again_room,
           memory/array_declared_again_smaller, memory/redim_smaller_past_the_ram_end);
           a new one what it takes less VAR_RAM_SLACK, and 16 nibbles more
           with two dimensions (memory/two_dimension_array_room) */
        bool again = old.exists && old.ndims > 0;
        int64_t growth = variables_ram_num(type, count) - ram_freed;
        bool no_room = as_large || (again && growth <= 0);
        int64_t want = again ? growth + VAR_RAM_REDIM * ndims
                             : growth - VAR_RAM_SLACK + VAR_RAM_REDIM * (ndims - 1);
        if (v->mem->used - freed + bytes > v->mem->budget || (!no_room && want > ram_left(v->mem)))
            return HP71_E_INSUFFICIENT_MEMORY;
        elems = calloc((size_t)count, sizeof(Num));
        if (!elems) return HP71_E_INSUFFICIENT_MEMORY;
        if (keep) {
            int64_t old_count = variables_num_elements(&old);
            memcpy(elems, old.elems, (size_t)(old_count < count ? old_count : count) * sizeof(Num));
        }
    }
    if (old.exists) {
        v->mem->used -= num_var_bytes(&old);
        v->mem->ram -= variables_num_var_ram(&old);
        free(old.elems);
    }
    fresh.elems = elems;
    if (ndims > 0) {
        fresh.val = VARIABLES_INDIRECT;
        v->mem->used += count * (int64_t)sizeof(Num);
        v->mem->ram += variables_ram_num(type, count);
    }
    *target = fresh;
    return HP71_E_NONE;
}

/* The nibbles a string variable declared may leave the RAM short of none
 * beyond its growth (target: the variable as it is): VAR_RAM_SLACK for a
 * new one; one that exists, simple or an array, declared again either way,
 * wants VAR_RAM_REDIM free beyond its growth, as a numeric array declared
 * again does (ROM 2CDCC, measured by MEM at the edge on 13 pairs of
 * declarations: memory/string_declared_again_room_*; hp71 let it take the
 * RAM to 3 nibbles short until stop 110). */
static int64_t str_slack(const StrVar *target) {
    return target->exists ? -VAR_RAM_REDIM : VAR_RAM_SLACK;
}

Hp71Error variables_declare_str(Variables *v, int slot, int ndims, int64_t bound, int maxlen,
                                int base) {
    if (maxlen < 0) return HP71_E_INVALID_ARG;
    if (ndims > 0 && (bound < base || bound > 1000000000)) return HP71_E_SUBSCRIPT;
    StrVar fresh = {.exists = true,
                    .ndims = (uint8_t)ndims,
                    .base = base,
                    .ub = (int32_t)(ndims ? bound : 0),
                    .maxlen = maxlen};
    int64_t bytes = str_var_bytes(&fresh), ram = variables_str_var_ram(&fresh);
    StrVar *target = &v->str[slot];
    if (target->ref) target = target->ref; /* a by-reference parameter: the caller's */
    /* declared again with the same length, a string keeps its value and a
       string array its elements in order, as many as fit, a simple string
       standing for one element (the ROM: A$="X" @ DIM A$(2) makes A$(0) "X";
       a new length empties them) */
    bool keep = target->exists && target->maxlen == maxlen;
    if (!keep) {
        /* declared again no larger, it wants no room (the ROM shrinks a
           string in a user function whose frame left less than none);
           refused, the old string stays as it was (B$ still "G" after
           DIM B$[40] found no room: memory/string_declared_again_*) */
        int64_t old_bytes = target->exists ? str_var_bytes(target) : 0;
        int64_t old_ram = target->exists ? variables_str_var_ram(target) : 0;
        if (v->mem->used - old_bytes + bytes > v->mem->budget ||
            (ram > old_ram && ram - old_ram - str_slack(target) > ram_left(v->mem)))
            return HP71_E_INSUFFICIENT_MEMORY;
        if (target->exists) release_str(v, target);
        if (ndims > 0) {
            fresh.elems = calloc((size_t)(bound - base + 1), sizeof(StrBuf));
            if (!fresh.elems) return HP71_E_INSUFFICIENT_MEMORY;
        }
        v->mem->used += bytes;
        v->mem->ram += ram;
        *target = fresh;
        return HP71_E_NONE;
    }
    int64_t freed = str_var_bytes(target), ram_freed = variables_str_var_ram(target);
    if (v->mem->used - freed + bytes > v->mem->budget ||
        (ram > ram_freed && ram - ram_freed - str_slack(target) > ram_left(v->mem)))
        return HP71_E_INSUFFICIENT_MEMORY;
    int64_t count = ndims ? bound - base + 1 : 1;
    int64_t old_count = target->ndims ? target->ub - target->base + 1 : 1;
    StrBuf *old = target->ndims ? target->elems : &target->val;
    StrBuf *now = &fresh.val;
    if (ndims > 0) {
        fresh.elems = calloc((size_t)count, sizeof(StrBuf));
        if (!fresh.elems) return HP71_E_INSUFFICIENT_MEMORY;
        now = fresh.elems;
    }
    for (int64_t i = 0; i < old_count; i++) {
        if (i < count)
            now[i] = old[i]; /* moved */
        else
            strbuf_free(&old[i], NULL);
    }
    if (target->ndims) free(target->elems);
    v->mem->used += bytes - freed;
    v->mem->ram += ram - ram_freed;
    *target = fresh;
    return HP71_E_NONE;
}

Hp71Error variables_element(Variables *v, int slot, int ndims, const int64_t *subs, int base,
                            Num **elem) {
    NumVar *n = variables_num(v, slot);
    if (!n->exists) {
        /* outside the bounds it would get, the array is not made (ROM) */
        for (int i = 0; i < ndims; i++)
            if (!variables_implicit_bounds(subs[i], base)) return HP71_E_SUBSCRIPT;
        int64_t bounds[2] = {VAR_IMPLICIT_BOUND, VAR_IMPLICIT_BOUND};
        Hp71Error e = variables_declare_num(v, slot, VAR_REAL, ndims, bounds, base);
        if (e) return e;
    }
    if (n->ndims == 0) return HP71_E_DATA_TYPE;
    if (n->ndims != ndims) return HP71_E_DATA_TYPE; /* the ROM: A(1,1) of a vector */
    int64_t index = 0;
    for (int i = 0; i < ndims; i++) {
        if (subs[i] < n->base || subs[i] > n->ub[i]) return HP71_E_SUBSCRIPT;
        index = index * (n->ub[i] - n->base + 1) + (subs[i] - n->base);
    }
    *elem = &n->elems[index];
    return HP71_E_NONE;
}

NumVar *variables_scalar(Variables *v, int slot) {
    NumVar *n = variables_num(v, slot);
    if (!n->exists) {
        n->exists = true;
        variables_set_type(n, VAR_REAL);
        n->val = num_from_int(0);
    }
    return n;
}

Hp71Error variables_str_scalar(Variables *v, int slot, StrBuf **val, int *maxlen) {
    StrVar *s = variables_str(v, slot);
    if (!s->exists) {
        Hp71Error e = variables_declare_str(v, slot, 0, 0, VAR_DEFAULT_STRING_MAX, 0);
        if (e) return e;
        s = variables_str(v, slot);
    }
    if (s->ndims != 0) return HP71_E_DATA_TYPE;
    *val = &s->val;
    *maxlen = s->maxlen;
    return HP71_E_NONE;
}

Hp71Error variables_str_element(Variables *v, int slot, int64_t sub, int base, StrBuf **elem,
                                int *maxlen) {
    StrVar *s = variables_str(v, slot);
    if (!s->exists) {
        if (!variables_implicit_bounds(sub, base)) return HP71_E_SUBSCRIPT; /* (as above) */
        Hp71Error e =
            variables_declare_str(v, slot, 1, VAR_IMPLICIT_BOUND, VAR_DEFAULT_STRING_MAX, base);
        if (e) return e;
        s = variables_str(v, slot);
    }
    if (s->ndims == 0) return HP71_E_DATA_TYPE;
    if (sub < s->base || sub > s->ub) return HP71_E_SUBSCRIPT;
    *elem = &s->elems[sub - s->base];
    *maxlen = s->maxlen;
    return HP71_E_NONE;
}

Hp71Error variables_store_str(Variables *v, int slot, const char *text, int len) {
    StrBuf *val;
    int maxlen;
    Hp71Error e = variables_str_scalar(v, slot, &val, &maxlen);
    if (e) return e;
    if (len > maxlen) return HP71_E_STRING_OVFL;
    return strbuf_set(val, text, len, NULL);
}
