/* Unit tests of the variable store (variables.c): the one-test shape of a
 * numeric variable the run loop's fast paths rely on (variables_is_simple:
 * an array's and an alias's val hold VARIABLES_INDIRECT), through every way
 * a variable is made, aliased and destroyed. */
#include <criterion/criterion.h>

#include "variables.h"

static VarMemory memory = {.budget = 1 << 24, .ram_size = 16955};
static int64_t no_program;

static Variables *fresh(void) {
    static Variables v;
    variables_destroy_all(&v);
    memory.program_ram = &no_program;
    variables_init(&v, &memory);
    return &v;
}

Test(variables, a_missing_variable_is_simple_and_reads_0) {
    Variables *v = fresh();
    cr_assert(variables_is_simple(&v->num[3]));
    cr_assert_eq(num_tag(v->num[3].val), 0);
    cr_assert_eq(v->num[3].val.m, 0);
}

Test(variables, declared_scalars_are_simple_and_arrays_are_not) {
    Variables *v = fresh();
    int64_t bounds[2] = {5, 3};
    cr_assert_eq(variables_declare_num(v, 1, VAR_INTEGER, 0, bounds, 1), 0);
    cr_assert(variables_is_simple(&v->num[1]));
    cr_assert_eq(variables_declare_num(v, 2, VAR_REAL, 1, bounds, 1), 0);
    cr_assert_not(variables_is_simple(&v->num[2]));
    cr_assert_neq(num_tag(v->num[2].val), 0, "a fast path must not read an array as 0");
    cr_assert_eq(variables_declare_num(v, 3, VAR_SHORT, 2, bounds, 0), 0);
    cr_assert_not(variables_is_simple(&v->num[3]));
    /* declared again as a simple variable (INTEGER A after DIM A(5)) */
    cr_assert_eq(variables_declare_num(v, 2, VAR_INTEGER, 0, bounds, 1), 0);
    cr_assert(variables_is_simple(&v->num[2]));
    cr_assert_eq(num_tag(v->num[2].val), 0);
}

Test(variables, an_array_made_by_use_is_not_simple) {
    Variables *v = fresh();
    int64_t subs[1] = {4};
    Num *elem = NULL;
    cr_assert_eq(variables_element(v, 7, 1, subs, 1, &elem), 0);
    cr_assert_not_null(elem);
    cr_assert_not(variables_is_simple(&v->num[7]));
}

Test(variables, a_refused_declaration_keeps_the_shape) {
    Variables *v = fresh();
    int64_t huge[1] = {900000000};
    cr_assert_eq(variables_declare_num(v, 4, VAR_REAL, 1, huge, 1), HP71_E_INSUFFICIENT_MEMORY);
    cr_assert(variables_is_simple(&v->num[4]));
}

Test(variables, an_alias_is_not_simple_until_destroyed) {
    Variables *caller = fresh();
    static Variables sub;
    variables_init(&sub, &memory);
    NumVar *x = variables_scalar(caller, 5);
    x->val = num_from_int(42);
    variables_alias_num(&sub.num[9], x);
    cr_assert_not(variables_is_simple(&sub.num[9]));
    cr_assert_eq(variables_num(&sub, 9)->val.m, 42);
    variables_destroy(&sub, false, 9); /* DESTROY of the parameter: the alias goes */
    cr_assert(variables_is_simple(&sub.num[9]));
    cr_assert_eq(num_tag(sub.num[9].val), 0);
    cr_assert_eq(sub.num[9].val.m, 0, "a destroyed alias reads 0, not the caller's value");
    cr_assert_eq(x->val.m, 42);
}

Test(variables, destroying_an_array_makes_it_simple) {
    Variables *v = fresh();
    int64_t bounds[1] = {3};
    cr_assert_eq(variables_declare_num(v, 6, VAR_INTEGER, 1, bounds, 0), 0);
    variables_destroy(v, false, 6);
    cr_assert(variables_is_simple(&v->num[6]));
    cr_assert_eq(v->num[6].val.m, 0);
}

/* INC's one test (inc_limit: twice the largest whole number a store leaves
 * unchanged, plus 1) follows the variable's existence and type through
 * every way it is made, declared again and destroyed: 0 while it does not
 * exist, so that INC's fast path never makes a variable. */
Test(variables, the_inc_limit_follows_existence_and_type) {
    Variables *v = fresh();
    const int64_t real = 2 * (NUM_INT_LIMIT - 1) + 1, integer = 2 * VAR_INTEGER_MAX + 1;
    int64_t bounds[1] = {3};
    cr_assert_eq(v->num[2].inc_limit, 0);
    cr_assert_eq(variables_scalar(v, 2)->inc_limit, real);
    cr_assert_eq(variables_declare_num(v, 2, VAR_INTEGER, 0, bounds, 0), 0);
    cr_assert_eq(v->num[2].inc_limit, integer);
    cr_assert_eq(variables_declare_num(v, 2, VAR_SHORT, 0, bounds, 0), 0);
    cr_assert_eq(v->num[2].inc_limit, integer);
    variables_destroy(v, false, 2);
    cr_assert_eq(v->num[2].inc_limit, 0);
    cr_assert_eq(variables_declare_num(v, 2, VAR_REAL, 0, bounds, 0), 0);
    cr_assert_eq(v->num[2].inc_limit, real);
}
