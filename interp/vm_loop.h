/*
 * vm_loop.h — the body of the run loop, included four times by vm.c: with
 * VM_COSTED 0, so that the common case pays nothing for the cost model; 1,
 * the cost model adds up emulated time; 2, it counts its charges too for a
 * profile. VM_PACED 1 paces real time to the emulated time at each line
 * (pace: the host's --speed). EXECUTE names the function.
 * With HP71_FAST_PATHS, dispatch is a computed goto to the next opcode's
 * label; otherwise a plain switch.
 */

static RunEnd EXECUTE(Interp *I, const Word *code, int64_t pc, Num *sp, Num **sp_out,
                      const int32_t *ahead) {
    Num *const empty = STACK_EMPTY(I);
    Opcode op;
    if (!VM_COSTED) (void)ahead;
/* A command moved the typed line running (code_moved: another file
 * current, its lines changed): the run goes on in its new code. */
#define FOLLOW_MOVED_CODE()                                                                        \
    do {                                                                                           \
        if (I->code_moved) {                                                                       \
            I->code_moved = false;                                                                 \
            code = I->program.code.code;                                                           \
            pc += I->code_shift;                                                                   \
            if (VM_COSTED) {                                                                       \
                ahead = program_ahead(I);                                                          \
                I->op_code = code;                                                                 \
                I->op_ahead = ahead;                                                               \
            }                                                                                      \
        }                                                                                          \
    } while (0)
/* The cost model: an opcode's cost is charged with its run's (timing.h),
 * by the opcode before it when that is not one of HP71_TIMING_AHEAD_OPS
 * (NEXT), or at the start; those opcodes go on with NEXT_QUIET, charging
 * nothing. The profiled loop counts each opcode as it is dispatched. */
#define ENTER(at)                                                                                  \
    do {                                                                                           \
        if (VM_COSTED) I->cost_us += ahead[at];                                                    \
    } while (0)
/* an opcode about to run at: counted for a profile, and kept for an error's refund */
#define DISPATCHED(at)                                                                             \
    do {                                                                                           \
        if (VM_COSTED) I->op_pc = (at);                                                            \
        if (VM_COSTED == 2) I->cost_counts[code[at]]++;                                            \
    } while (0)
#if HP71_FAST_PATHS
#define HP71_X_LABEL(name, operands, doc) &&L_##name,
    static const void *const label_table[OP_COUNT] = {HP71_OPCODES(HP71_X_LABEL)};
#undef HP71_X_LABEL
/* the same, but where a statement starts the run stops (stop_at_statement):
   dispatch switches to it, so that STMT pays nothing for the stop */
#define HP71_X_STOP_LABEL(name, operands, doc)                                                     \
    OP_##name == OP_LINE || OP_##name == OP_LINE_INC_THEN || OP_##name == OP_LINE_EQ_SUB_ABS_EV || \
            OP_##name == OP_STMT                                                                   \
        ? &&stop_here                                                                              \
    : OP_##name == OP_INC_THEN ? &&L_INC                                                           \
                               : &&L_##name,
    static const void *const stop_table[OP_COUNT] = {HP71_OPCODES(HP71_X_STOP_LABEL)};
#undef HP71_X_STOP_LABEL
/* (the costed loops check a flag at STMT instead: switching tables there
   costs their dispatch a register, about 3 % of its instructions) */
#define STOP_AT_NEXT_STATEMENT()                                                                   \
    do {                                                                                           \
        I->stop_at_statement = true;                                                               \
        if (VM_COSTED)                                                                             \
            line_work_update(I);                                                                   \
        else                                                                                       \
            labels = stop_table;                                                                   \
    } while (0)
    /* (held in a register: else the compiler loads the table's address
       again in each opcode, one instruction more per dispatch) */
    const void *const *labels = label_table;
    __asm__("" : "+r"(labels));
#define OPCASE(name)                                                                               \
    case OP_##name: L_##name
/* (indexed by the whole code word, an opcode: no narrowing on the way) */
#define NEXT_QUIET                                                                                 \
    do {                                                                                           \
        DISPATCHED(pc);                                                                            \
        goto *labels[code[pc++]];                                                                  \
    } while (0)
#define NEXT                                                                                       \
    do {                                                                                           \
        ENTER(pc);                                                                                 \
        NEXT_QUIET;                                                                                \
    } while (0)
    ENTER(pc);
    for (;;) {
#else
#define OPCASE(name) case OP_##name
#define NEXT         goto next_entered
#define NEXT_QUIET   goto next_quiet
#define STOP_AT_NEXT_STATEMENT()                                                                   \
    do {                                                                                           \
        I->stop_at_statement = true;                                                               \
        line_work_update(I);                                                                       \
    } while (0)
    for (;;) {
    next_entered:
        ENTER(pc);
    next_quiet:
#endif
        DISPATCHED(pc);
        op = (Opcode)code[pc++];
        switch (op) {
#if HP71_FAST_PATHS
/* LINE and the superinstruction after it (at label next, its operands
   past LINE's): one dispatch, the second's run charged as LINE's NEXT
   would; a LINE with work to do, or pacing real time, runs the two one by
   one */
#define LINE_THEN(next)                                                                            \
    do {                                                                                           \
        if (VM_PACED || __builtin_expect(I->line_work, 0)) goto L_LINE;                            \
        I->line_mark = code[pc];                                                                   \
        ENTER(pc + 1);                                                                             \
        DISPATCHED(pc + 1);                                                                        \
        pc += 2;                                                                                   \
        goto next;                                                                                 \
    } while (0)
            OPCASE(LINE_INC_THEN) : LINE_THEN(L_INC_THEN);
            OPCASE(LINE_EQ_SUB_ABS_EV) : LINE_THEN(L_EQ_SUB_ABS_EV);
#undef LINE_THEN
#else
            OPCASE(LINE_INC_THEN)
                : OPCASE(LINE_EQ_SUB_ABS_EV)
                :
#endif
            OPCASE(LINE) : if (__builtin_expect(I->line_work, 0)) {
                if (I->stop_at_statement) return stop_at_statement(I, pc - 1, sp);
                TIMERS(pc - 1);
                if (I->big_strings) vm_release_strings(I);
            }
            I->line_mark = code[pc++]; /* stmt_pc (this LINE) and current_line */
            if (VM_PACED && I->cost_us >= I->pace_due) pace(I);
            NEXT;
            OPCASE(PUSH_NUM)
                : *++sp = (Num){code[pc], (int32_t)code[pc + 1], (int32_t)code[pc + 2]};
            pc += 3;
            NEXT_QUIET;
            OPCASE(PUSH_STR) : {
                const StrConst *s = (const StrConst *)(intptr_t)code[pc++];
                if (VM_COSTED) CHARGE(TIMING_LITERAL_CHAR, s->len);
                stack_room(I, (int)(sp - empty), I->ssp, s->len);
                sset(I, spush(I), s->s, s->len);
                NEXT_QUIET;
            }
            OPCASE(PUSH_INT) : *++sp = num_from_int(code[pc++]);
            NEXT_QUIET;
            OPCASE(LOAD2) : {
                const NumVar *a = operand_variable(I, code[pc]);
                const NumVar *b = operand_variable(I, code[pc + 1]);
                pc += 2;
                CONVERTED2(a, b);
                sp[1] = a->val;
                sp[2] = b->val;
                sp += 2;
                NEXT_QUIET;
            }
#if HP71_FAST_PATHS
            OPCASE(INC_THEN) : { /* INC, STMT and JUMP_CMP_VV: one dispatch */
                NumVar *v = &I->env->num[code[pc]];
                int64_t r = v->val.m + code[pc + 1];
                /* (the costed loops stop at the STMT through line_work: then
                   the three run one by one) */
                if (inc_fast(I, v, r) && !(VM_COSTED && I->line_work)) {
                    if (VM_COSTED) ADD_CHARGE_INT(v->val.m, code[pc + 1], r);
                    v->val.m = r;
                    I->res = num_from_int(r);
                    /* the STMT's work, and its count as NEXT_QUIET's */
                    I->stmt_pc = pc + 2;
                    if (VM_COSTED == 2) I->cost_counts[OP_STMT]++;
                    pc += 4; /* JUMP_CMP_VV's operands */
                    DISPATCHED(pc - 1);
                    const NumVar *b = &I->env->num[code[pc + 1]];
                    if (code[pc] == code[pc - 4] && num_is_small_int(b->val)) {
                        /* X=X+1 @ IF X>Y: X's new value against Y's, as below */
                        /* (compare_taken written out: through it the queens
                           listing measured 1 % more instructions) */
                        Word mask = code[pc + 2];
                        bool taken = r < b->val.m    ? mask & CMP_LT
                                     : r == b->val.m ? mask & CMP_EQ
                                                     : mask & CMP_GT;
                        /* INC's conversions (read, then stored) and the
                           comparison's, in one charge */
                        CONVERTED_US(2 * v->convert_us + b->convert_us,
                                     2 * (v->type != VAR_REAL) + (b->type != VAR_REAL));
                        CONVERTED_STORE(v);
                        if (taken) goto jump_cmp_vv_taken;
                        pc += 4;
                        NEXT;
                    }
                    CONVERTED_BOTH(v);
                    goto L_JUMP_CMP_VV;
                }
            }
            /* (else an INC: its cost is INC's) */
            __attribute__((fallthrough));
#else
            OPCASE(INC_THEN)
                :
#endif
            OPCASE(INC) : {
                NumVar *v = &I->env->num[code[pc]];
                int64_t r = v->val.m + code[pc + 1];
                if (inc_fast(I, v, r)) {
                    CONVERTED_BOTH(v); /* read, then stored */
                    if (VM_COSTED) ADD_CHARGE_INT(v->val.m, code[pc + 1], r);
                    v->val.m = r; /* (its exponent and kind stay 0) */
                    I->res = num_from_int(r);
                    pc += 2;
                    NEXT_QUIET;
                }
                inc_slow(I, (int)code[pc], code[pc + 1], VM_COSTED);
                pc += 2;
                NEXT_QUIET;
            }
            OPCASE(LOAD_ELEM_V) : {
                int slot = (int)code[pc];
                const NumVar *t = operand_variable(I, code[pc + 1]);
                pc += 2;
                CONVERTED(t);
                ARRAY_CONVERTED(slot);
                *++sp = *element_fast(I, slot, 1, &t->val, true);
                NEXT_QUIET;
            }
            OPCASE(JUMP_CMP_VV) : {
                const NumVar *a = &I->env->num[code[pc]], *b = &I->env->num[code[pc + 1]];
                Word mask = code[pc + 2];
                bool taken;
                /* two simple variables holding fast-path integers: one test */
                if (HP71_FAST_PATHS && num_both_int(a->val, b->val)) {
                    taken = compare_taken(mask, a->val.m, b->val.m);
                } else {
                    a = operand_variable(I, code[pc]);
                    b = operand_variable(I, code[pc + 1]);
                    taken = mask & compare(I, a->val, b->val, (int)mask);
                }
                CONVERTED2(a, b);
                if (taken) goto jump_cmp_vv_taken;
                pc += 4;
                NEXT;
            }
        jump_cmp_vv_taken : { /* JUMP_CMP_VV's jump (pc at its operands), INC_THEN's too */
            int64_t target = code[pc + 3];
            if (code[pc + 2] & CMP_DIRECT) TRACE_JUMP(target); /* THEN line */
            if (VM_COSTED && (code[pc + 2] & CMP_DIRECT))
                THEN_TAKEN(pc + 3, target);
            else
                ELSE_REACHED(pc + 4, target);
            if (target < pc) POLL(target);
            pc = target;
            NEXT;
        }
            OPCASE(ADD_V) : BINARY_V_ADD(num_add);
            NEXT_QUIET;
            OPCASE(SUB_V) : BINARY_V_ADD(num_sub);
            NEXT_QUIET;
            OPCASE(MUL_V) : MUL_DIGITS(operand_variable(I, code[pc])->val);
            BINARY_V(num_mul);
            NEXT_QUIET;
            OPCASE(EQ_V) : {
                const NumVar *v = operand_variable(I, code[pc++]);
                CONVERTED(v);
                *sp = truth(compare_eq(I, *sp, v->val));
                NEXT_QUIET;
            }
            OPCASE(EQ_EV) : { /* in the order of the opcodes it replaces */
                const NumVar *t = operand_variable(I, code[pc + 1]);
                Num e = *element_fast(I, (int)code[pc], 1, &t->val, true);
                const NumVar *v = operand_variable(I, code[pc + 2]);
                CONVERTED(t);
                ARRAY_CONVERTED(code[pc]);
                CONVERTED(v);
                pc += 3;
                *++sp = truth(compare_eq(I, e, v->val));
                NEXT_QUIET;
            }
            OPCASE(SUB_EV) : { /* in the order of the opcodes it replaces */
                const NumVar *t = operand_variable(I, code[pc + 1]);
                Num e = *element_fast(I, (int)code[pc], 1, &t->val, true);
                const NumVar *v = operand_variable(I, code[pc + 2]);
                CONVERTED(t);
                ARRAY_CONVERTED(code[pc]);
                CONVERTED(v);
                pc += 3;
                Hp71Error err = num_sub(e, v->val, ++sp, I->round);
                if (VM_COSTED) add_charge(I, e, v->val, *sp);
                if (err) condition(I, err, sp);
                NEXT_QUIET;
            }
/* EQ_SUB_EV's fast path (pc at its operands; the element's value at p, d
   its difference): each of the two readings' conversions, as the slow path
   charges them, and the subtraction's terms (B(T) + -C) */
#define EQ_SUB_CHARGED(p, d)                                                                       \
    do {                                                                                           \
        if (VM_COSTED) {                                                                           \
            const NumVar *tn_ = &I->env->num[code[pc + 1]];                                        \
            const NumVar *cn_ = &I->env->num[code[pc + 2]];                                        \
            const NumVar *b_ = array_variable(I, code[pc]);                                        \
            CONVERTED_US(                                                                          \
                2 * (tn_->convert_us + cn_->convert_us + b_->convert_us),                          \
                2 * ((tn_->type != VAR_REAL) + (cn_->type != VAR_REAL) + (b_->type != VAR_REAL))); \
            ADD_CHARGE_INT((p)->m, (d) - (p)->m, (d));                                             \
        }                                                                                          \
    } while (0)
#if HP71_FAST_PATHS
            OPCASE(EQ_SUB_ABS_EV) : { /* EQ_SUB_EV and the ABS after it: one dispatch */
                int64_t d;
                const Num *p = eq_sub_probe(I, &code[pc], &d);
                if (p) { /* EQ_SUB_EV's fast path (its charges) and the ABS */
                    EQ_SUB_CHARGED(p, d);
                    if (VM_COSTED == 2) I->cost_counts[OP_ABS]++;
                    pc += 4;
                    sp[1] = truth(d == 0);
                    sp[2] = num_from_int(d < 0 ? -d : d);
                    sp += 2;
                    NEXT_QUIET;
                }
            }
            __attribute__((fallthrough));
#else
            OPCASE(EQ_SUB_ABS_EV)
                :
#endif
            OPCASE(EQ_SUB_EV) : { /* B(T)=C then B(T)-C: the element read once */
                if (HP71_FAST_PATHS) {
                    /* T and C simple variables holding fast-path integers, B(T)
                       one within the bounds: its one reading stands for both */
                    int64_t d;
                    const Num *p = eq_sub_probe(I, &code[pc], &d);
                    if (p) {
                        EQ_SUB_CHARGED(p, d);
                        pc += 3;
                        sp[1] = truth(d == 0);
                        sp[2] = num_from_int(d);
                        sp += 2;
                        NEXT_QUIET;
                    }
                }
                const NumVar *t = operand_variable(I, code[pc + 1]);
                const NumVar *array = VM_COSTED ? array_variable(I, code[pc]) : NULL;
                const Num *p = element_fast(I, (int)code[pc], 1, &t->val, true);
                Num e = *p;
                const NumVar *v = operand_variable(I, code[pc + 2]);
                /* each reading's conversions (counted once) */
                int32_t converted =
                    VM_COSTED ? t->convert_us + v->convert_us + array->convert_us : 0;
                int converts = VM_COSTED == 2 ? (t->type != VAR_REAL) + (v->type != VAR_REAL) +
                                                    (array->type != VAR_REAL)
                                              : 0;
                CONVERTED_US(converted, converts);
                *++sp = truth(compare_eq(I, e, v->val));
                /* an element outside the bounds warns at each read (TRAP(IVL,2)) */
                if (p == &I->lost_element) e = *element_fast(I, (int)code[pc], 1, &t->val, true);
                CONVERTED_US(converted, converts);
                pc += 3;
                Hp71Error err = num_sub(e, v->val, ++sp, I->round);
                if (VM_COSTED) add_charge(I, e, v->val, *sp);
                if (err) condition(I, err, sp);
                NEXT_QUIET;
            }
#if HP71_FAST_PATHS
            OPCASE(SUB_VV_EQ_NOR) : { /* SUB_VV and the EQ_JUMP_NOR after it: one dispatch */
                const NumVar *a = &I->env->num[code[pc]], *b = &I->env->num[code[pc + 1]];
                int64_t d = a->val.m - b->val.m;
                if (num_both_int(a->val, b->val) && difference_fast(I, d) &&
                    (num_tag(sp[0]) | num_tag(sp[-1])) == 0) {
                    /* SUB_VV's charges, as below */
                    CONVERTED2(a, b);
                    if (VM_COSTED) ADD_CHARGE_INT(a->val.m, -b->val.m, d);
                    if (VM_COSTED == 2) I->cost_counts[OP_EQ_JUMP_NOR]++;
                    /* pop the two below the difference: c OR x=a-b */
                    bool taken = sp[-1].m == 0 && sp[0].m != d;
                    sp -= 2;
                    if (taken) {
                        ELSE_REACHED(pc + 4, code[pc + 3]); /* EQ_JUMP_NOR's */
                        pc = code[pc + 3];
                    } else {
                        pc += 4;
                    }
                    NEXT;
                }
            }
            __attribute__((fallthrough));
#else
            OPCASE(SUB_VV_EQ_NOR)
                :
#endif
            OPCASE(SUB_VV) : {
                if (HP71_FAST_PATHS) { /* two simple variables' fast-path integers */
                    const NumVar *a = &I->env->num[code[pc]], *b = &I->env->num[code[pc + 1]];
                    int64_t d = a->val.m - b->val.m;
                    if (num_both_int(a->val, b->val) && difference_fast(I, d)) {
                        CONVERTED2(a, b);
                        pc += 2;
                        *++sp = num_from_int(d);
                        if (VM_COSTED) ADD_CHARGE_INT(a->val.m, -b->val.m, d);
                        NEXT_QUIET;
                    }
                }
                const NumVar *a = operand_variable(I, code[pc]);
                const NumVar *b = operand_variable(I, code[pc + 1]);
                CONVERTED2(a, b);
                pc += 2;
                Hp71Error err = num_sub(a->val, b->val, ++sp, I->round);
                if (VM_COSTED) add_charge(I, a->val, b->val, *sp);
                if (err) condition(I, err, sp);
                NEXT_QUIET;
            }
            OPCASE(ABS) : if (HP71_FAST_PATHS && num_is_small_int(*sp)) {
                if (sp->m < 0) sp->m = -sp->m; /* (a fast-path 0 is +0) */
            }
            else {
                *sp = num_abs(*sp);
            }
            NEXT_QUIET;
            OPCASE(LOAD_STAT_ARG) : {
                const NumVar *v = &I->env->num[code[pc++]];
                if (v->ref) v = v->ref;
                if (v->ndims) { /* (stat_array_argument: the statistic's error) */
                    I->stat_array_arg = true;
                    *++sp = num_from_int(0);
                    NEXT;
                }
                CONVERTED(v);
                *++sp = v->val;
                NEXT;
            }
            OPCASE(LOAD_LATE) : {
                /* (an array's name: its val, VARIABLES_INDIRECT, the mark
                   LATE_CHECK finds: no number has its kind) */
                const NumVar *v = variables_num(I->env, (int)code[pc++]);
                CONVERTED(v);
                *++sp = v->val;
                NEXT_QUIET;
            }
            OPCASE(LATE_CHECK) : {
                Word depth = code[pc];
                if (code[pc + 1] & LATE_STRING) {
                    uint64_t at = (uint64_t)(I->ssp - 1 - depth); /* (LOAD_STR_LATE's below 64) */
                    if (at < 64 && (I->late_strs >> at & 1)) late_array(I, code, pc);
                } else if (sp[-depth].k == VARIABLES_INDIRECT_KIND) {
                    late_array(I, code, pc);
                }
                pc += 2;
                NEXT_QUIET;
            }
            OPCASE(LOAD) : {
                /* a variable that does not exist holds 0 */
                NumVar *v = &I->env->num[code[pc++]];
                if (!variables_is_simple(v)) {
                    if (v->ref) v = v->ref;
                    if (v->ndims) array_as_value(I, code, pc, sp);
                }
                CONVERTED(v);
                *++sp = v->val;
                NEXT_QUIET;
            }
/* (a block: NEXT_QUIET ends it) */
#define STORE_OP(kind)                                                                             \
    {                                                                                              \
        int slot = (int)code[pc++];                                                                \
        NumVar *v = &I->env->num[slot];                                                            \
        if (!variables_is_simple(v)) v = variables_num(I->env, slot);                              \
        CONVERTED_STORE(v);                                                                        \
        Num x = *sp--;                                                                             \
        if (store_fast(v, x)) {                                                                    \
            I->res = x;                                                                            \
            v->val = x;                                                                            \
        } else {                                                                                   \
            store_num(I, v, x, kind);                                                              \
        }                                                                                          \
        if (I->trace & TRACE_VARS) trace_num(I, slot, 0, NULL, v->val);                            \
        NEXT_QUIET;                                                                                \
    }
            OPCASE(STORE) : STORE_OP(STORE_KIND_VALUE);
            OPCASE(STORE_RESULT) : STORE_OP(STORE_KIND_RESULT);
#undef STORE_OP
            OPCASE(LOAD_ELEM) : {
                int slot = (int)code[pc], n = (int)code[pc + 1];
                pc += 2;
                sp -= n - 1;
                ARRAY_CONVERTED(slot);
                *sp = *element_fast(I, slot, n, sp, true);
                NEXT_QUIET;
            }
            OPCASE(STORE_ELEM) : {
                int slot = (int)code[pc], n = (int)code[pc + 1] & STORE_NDIMS;
                I->quiet_subscript = code[pc + 1] & STORE_CHECKED;
                pc += 2;
                Num x = *sp--;
                sp -= n;
                Num *p = element_fast(I, slot, n, sp + 1, false);
                I->quiet_subscript = false;
                NumVar *v = variables_num(I->env, slot);
                CONVERTED_STORE(v);
                if (store_identity(v->type, x))
                    *p = x;
                else
                    store_converted(I, (VarType)v->type, x, p,
                                    code[pc - 1] & STORE_RESULT ? STORE_KIND_RESULT
                                                                : STORE_KIND_VALUE);
                I->res = x; /* (after: a refused store leaves RES) */
                if ((I->trace & TRACE_VARS) &&
                    p != &I->lost_element) /* a lost store: no trace (ROM) */
                    trace_num(I, slot, n, sp + 1, *p);
                NEXT_QUIET;
            }
            OPCASE(CHECK_ELEM) : {
                int slot = (int)code[pc], n = (int)(code[pc + 1] & STORE_NDIMS);
                bool makes = (code[pc + 1] & CHECK_MAKES) != 0;
                if (code[pc + 2]) {
                    StrBuf *dst;
                    int maxlen;
                    Num index = sp[1 - code[pc + 2]]; /* below the substring's positions */
                    Hp71Error e = HP71_E_SUBSCRIPT;
                    if (!num_is_nan(index)) {
                        int64_t k = index_arg(I, index);
                        e = makes ? str_element(I, slot, k, &dst, &maxlen)
                                  : str_element_read(I, slot, k, &dst, &maxlen);
                    }
                    if (makes) I->read_lost = e == HP71_E_SUBSCRIPT;
                    if (e == HP71_E_SUBSCRIPT) subscript_outside(I);
                    if (e && e != HP71_E_SUBSCRIPT) vm_throw(I, e);
                } else {
                    /* an array that does not exist is made here for READ, by the
                     * store after the value for an assignment (the ROM: B(1)=B+1
                     * reads no array B) */
                    const Num *p = element_fast(I, slot, n, sp - n + 1, !makes);
                    if (makes) I->read_lost = p == &I->lost_element;
                }
                pc += 3;
                NEXT_QUIET;
            }
            OPCASE(LOAD_STR) : OPCASE(LOAD_STR_LATE) : {
                bool late = code[pc - 1] == OP_LOAD_STR_LATE;
                StrVar *v = variables_str(I->env, (int)code[pc++]);
                int at = I->ssp;
                if (late && at < 64) /* (the mark its LATE_CHECK looks for) */
                    I->late_strs = (I->late_strs & ~((uint64_t)1 << at)) | (uint64_t)(v->ndims != 0)
                                                                               << at;
                if (v->ndims) {
                    /* an array's name: "" when read late and marked (one too
                       deep to be marked is taken at once), or for a ^ field of
                       DISP USING, which takes it showing nothing (the ROM) */
                    if (!(late && at < 64) &&
                        (code[pc] != OP_USING_STR || I->image->field.kind != IMAGE_SKIP))
                        array_as_value(I, code, pc, sp);
                    sset(I, spush(I), "", 0);
                    NEXT_QUIET;
                }
                stack_room(I, (int)(sp - empty), I->ssp, v->val.len);
                STRING_CHARS(v->val.len);
                sset(I, spush(I), chars(&v->val), v->val.len);
                NEXT_QUIET;
            }
            OPCASE(LOAD_STR_ELEM) : {
                StrBuf *elem;
                int maxlen;
                Num index = *sp--;
                Hp71Error e;
                if (num_is_nan(index))
                    e = HP71_E_SUBSCRIPT;
                else
                    e = str_element_read(I, (int)code[pc], index_arg(I, index), &elem, &maxlen);
                pc++;
                if (e == HP71_E_SUBSCRIPT) { /* a warning: an empty string */
                    subscript_outside(I);
                    sset(I, spush(I), "", 0);
                    NEXT_QUIET;
                }
                if (e) vm_throw(I, e);
                if (!elem) { /* an element of no array: "" */
                    sset(I, spush(I), "", 0);
                    NEXT_QUIET;
                }
                stack_room(I, (int)(sp - empty), I->ssp, elem->len);
                STRING_CHARS(elem->len);
                STR_OPERAND(pc);
                sset(I, spush(I), chars(elem), elem->len);
                NEXT_QUIET;
            }
            OPCASE(STORE_STR) : {
                int slot = (int)code[pc];
                bool has_elem = code[pc + 1] != 0;
                I->quiet_subscript = code[pc + 1] & STORE_CHECKED;
                int sub = (int)code[pc + 2];
                pc += 3;
                int64_t i = 0, j = 0;
                if (sub == 2) j = position_arg(*sp--);
                if (sub >= 1) i = position_arg(*sp--);
                StrBuf *dst;
                int maxlen;
                Num at = has_elem ? *sp-- : num_from_int(0);
                int64_t index = has_elem && !num_is_nan(at) ? index_arg(I, at) : 0;
                if (!has_elem && !variables_str(I->env, slot)->exists) {
                    var_context(I, slot, true, false);
                    if (VM_COSTED) make_str_scalar_charge(I, slot);
                    /* the ROM wants room for the value beside the new string */
                    ram_room(I, VM_RAM_NEW_STRING + 2 * (int64_t)I->sstack[I->ssp - 1].len);
                }
                Hp71Error e = !has_elem        ? variables_str_scalar(I->env, slot, &dst, &maxlen)
                              : num_is_nan(at) ? HP71_E_SUBSCRIPT
                                               : str_element(I, slot, index, &dst, &maxlen);
                if (e == HP71_E_SUBSCRIPT) { /* a warning: the store is lost */
                    subscript_outside(I);
                    I->ssp--;
                    NEXT_QUIET;
                }
                I->quiet_subscript = false;
                if (e) vm_throw(I, e);
                StrBuf *val = &I->sstack[I->ssp - 1];
                /* the store wants room for the longer of the old value and
                   the new, its subscript and positions still on the stack
                   (memory/string_copies_stored) */
                stack_room(I, (int)(sp - empty) + sub + has_elem, I->ssp - 1,
                           dst->len > val->len ? dst->len : val->len);
                STRING_CHARS(val->len);
                /* (the ROM: "" 0.5 ms quicker to store than "A": bench/timing/str_assign_*) */
                if (VM_COSTED && val->len > 0) CHARGE(TIMING_STRING_FIRST, 1);
                store_string(I, dst, maxlen, val, sub, i, j);
                I->ssp--;
                if (I->trace & TRACE_VARS) {
                    /* a string is traced by its name alone (ROM): "A$", "C$(2)", and
                       a substring by its positions as used: "B$[3,3]", "A$(1)[2]";
                       a start below 1 as 1, an end before the start as the one
                       before it, B$[3,1] as "B$[3,2]" (the place it inserts at);
                       B$[1]=, the whole string, as "B$"; an end from 524287 on
                       as no end: B$[9,1E6] as "B$[9]" */
                    int64_t from = i < 1 ? 1 : i;
                    if (sub == 2 && j >= VM_SUBSTRING_NO_END) sub = 1;
                    char name[80];
                    variable_name(slot, 1, name);
                    if (has_elem)
                        snprintf(name + strlen(name), sizeof name - strlen(name), "(%lld)",
                                 (long long)index);
                    if (sub == 1 && from > 1)
                        snprintf(name + strlen(name), sizeof name - strlen(name), "[%lld]",
                                 (long long)from);
                    else if (sub == 2)
                        snprintf(name + strlen(name), sizeof name - strlen(name), "[%lld,%lld]",
                                 (long long)from, (long long)(j < from ? from - 1 : j));
                    trace_store(I, name, NULL, 0);
                }
                NEXT_QUIET;
            }
            OPCASE(SUBSTR) : {
                int kind = (int)code[pc++];
                int64_t j = 0, i;
                /* the whole string and its positions on the stack */
                stack_room(I, (int)(sp - empty), I->ssp - 1, I->sstack[I->ssp - 1].len);
                if (kind == 2) j = position_arg(*sp--);
                i = position_arg(*sp--);
                int64_t whole = I->sstack[I->ssp - 1].len;
                substring(&I->sstack[I->ssp - 1], i, j, kind == 2);
                if (VM_COSTED) substr_charge(I, i, whole, I->sstack[I->ssp - 1].len);
                STR_OPERAND(pc);
                NEXT_QUIET;
            }
            OPCASE(ADD) : BINARY_ADD(num_add);
            NEXT_QUIET;
            OPCASE(SUB) : BINARY_ADD(num_sub);
            NEXT_QUIET;
            OPCASE(MUL) : MUL_DIGITS(*sp);
            BINARY(num_mul);
            NEXT_QUIET;
            OPCASE(DIV) : {
                /* the quotient's 15 digits; by 0, those of the result it
                   stands for, MAXREAL's under a warning (bench/timing/warning_*) */
                int64_t units = VM_COSTED ? num_quotient_digit_sum(sp[-1], sp[0]) : 0;
                bool by_zero = VM_COSTED && num_is_zero(sp[0]);
                BINARY(num_div);
                if (VM_COSTED) CHARGE(TIMING_DIV_DIGIT, by_zero ? digit_sum(*sp) : units);
                NEXT_QUIET;
            }
            OPCASE(POW) : if (VM_COSTED) pow_charge(I, sp[-1], sp[0]);
            BINARY(num_pow);
            NEXT_QUIET;
            OPCASE(INT_DIV) : {
                /* the quotient's 15 digits, as DIV's (the ROM divides in
                   full: 1.5 DIV 2.25 4.4 ms more than 17 DIV 5,
                   bench/timing/int_div_digits) */
                if (VM_COSTED) CHARGE(TIMING_DIV_DIGIT, num_quotient_digit_sum(sp[-1], sp[0]));
                Num b = *sp--;
                Hp71Error e = mathfn_binary(KW_DIV, *sp, b, I->round, sp);
                if (e) condition(I, e, sp);
                NEXT_QUIET;
            }
            OPCASE(PERCENT) : {
                /* a product's cost (the ROM: A%B takes what A*B does,
                   bench/timing/percent_*) */
                MUL_DIGITS(*sp);
                Num b = *sp--;
                Hp71Error e = mathfn_percent(*sp, b, I->round, sp);
                if (e == HP71_E_NOT_EMULATED) { /* Inf or NaN: a product, then /100 */
                    e = num_mul(*sp, b, sp, I->round);
                    if (e) condition(I, e, sp);
                    e = num_div(*sp, num_from_int(100), sp, I->round);
                }
                if (e) condition(I, e, sp);
                NEXT_QUIET;
            }
            OPCASE(NEG) : OPCASE(NEG_TERM) : *sp = num_neg(*sp);
            NEXT_QUIET;
            OPCASE(EQ) : COMPARE(OP_EQ);
            NEXT_QUIET;
            OPCASE(NE) : COMPARE(OP_NE);
            NEXT_QUIET;
            OPCASE(LT) : COMPARE(OP_LT);
            NEXT_QUIET;
            OPCASE(GT) : COMPARE(OP_GT);
            NEXT_QUIET;
            OPCASE(LE) : COMPARE(OP_LE);
            NEXT_QUIET;
            OPCASE(GE) : COMPARE(OP_GE);
            NEXT_QUIET;
            OPCASE(LG) : COMPARE(OP_LG);
            NEXT_QUIET;
            OPCASE(UNORD) : COMPARE(OP_UNORD);
            NEXT_QUIET;
            OPCASE(REL) : {
                int m = (int)code[pc++];
                Num b = *sp--;
                *sp = truth(compare(I, *sp, b, m) & m);
                NEXT_QUIET;
            }
            OPCASE(STR_CMP) : {
                StrBuf *b = &I->sstack[--I->ssp], *a = &I->sstack[--I->ssp];
                int m = a->len < b->len ? a->len : b->len;
                int c = m ? memcmp(a->s, b->s, (size_t)m) : 0;
                if (c == 0) c = (a->len > b->len) - (a->len < b->len);
                int outcome = c < 0 ? CMP_LT : c > 0 ? CMP_GT : CMP_EQ;
                *++sp = truth((int)code[pc++] & outcome);
                NEXT_QUIET;
            }
            OPCASE(AND) : {
                Num b = *sp--;
                bool x = is_true(I, *sp), y = is_true(I, b);
                *sp = truth(x && y);
                NEXT_QUIET;
            }
            OPCASE(OR) : {
                Num b = *sp--;
                bool x = is_true(I, *sp), y = is_true(I, b);
                *sp = truth(x || y);
                NEXT_QUIET;
            }
            OPCASE(EXOR) : {
                Num b = *sp--;
                bool x = is_true(I, *sp), y = is_true(I, b);
                *sp = truth(x != y);
                NEXT_QUIET;
            }
            OPCASE(NOT) : *sp = truth(!is_true(I, *sp));
            NEXT_QUIET;
            OPCASE(CONCAT) : {
                StrBuf *b = &I->sstack[--I->ssp], *a = &I->sstack[I->ssp - 1];
                if (strbuf_append(a, chars(b), b->len, &I->memory))
                    vm_throw(I, HP71_E_INSUFFICIENT_MEMORY);
                note_big_string(I, a);
                STRING_CHARS(a->len);
                STR_OPERAND(pc);
                long_operation(I, a->len);
                NEXT_QUIET;
            }
            OPCASE(FUNC) : {
                Keyword kw = (Keyword)code[pc];
                int n = (int)code[pc + 1];
                pc += 2;
                if (VM_COSTED) {
                    CHARGE(TIMING_FN(kw), 1);
                    if (kw == KW_TIME && I->cost_counts) cost_mark(I);
                    if (kw == KW_TIME) /* (bench/timing/fn_time_*) */
                        CHARGE(TIMING_TIME_DIGIT, int_lead_exponent(vm_time_of_day(I) / 100));
                    if (kw == KW_SIN || kw == KW_COS || kw == KW_TAN || kw == KW_ATN ||
                        kw == KW_ATAN || kw == KW_ASIN || kw == KW_ASN || kw == KW_ACOS ||
                        kw == KW_ACS)
                        trig_charge(I, kw, *sp);
                    else if (kw == KW_ANGLE && n == 2)
                        angle_charge(I, sp[-1], sp[0]);
                    else if (kw == KW_LN || kw == KW_LOG)
                        ln_charge(I, *sp);
                    else if ((kw == KW_LOG10 || kw == KW_LGT) && !num_is_power_of_ten(*sp)) {
                        CHARGE(TIMING_LOG10_LOG, 1);
                        ln_charge(I, *sp);
                    } else if (kw == KW_KEYDOWN && n == 1)
                        CHARGE(TIMING_KEY_NAME, 1);
                    else if ((kw == KW_MOD || kw == KW_RMD || kw == KW_RED) && n == 2)
                        CHARGE(TIMING_MOD_DIGIT, mod_quotient_units(sp[-1], sp[0]));
                    else if (kw == KW_FACT)
                        fact_charge(I, *sp);
                }
                if (HP71_FAST_PATHS && kw == KW_ABS) {
                    *sp = num_abs(*sp);
                    NEXT;
                }
                Num argument =
                    VM_COSTED && (kw == KW_EXP || kw == KW_EXPM1 || kw == KW_SQR || kw == KW_SQRT)
                        ? *sp
                        : num_from_int(0);
                /* (VAL's statement goes on here: a held evaluation's, and
                   the store target of a call from its text) */
                if (kw == KW_VAL) {
                    I->val_code = code;
                    I->val_pc = pc;
                }
                sp = numeric_function(I, kw, n, sp);
                if (VM_COSTED && (kw == KW_SQR || kw == KW_SQRT))
                    CHARGE(TIMING_ROOT_DIGIT, num_root_digit_sum(argument));
                else if (VM_COSTED && (kw == KW_EXP || kw == KW_EXPM1))
                    exp_charge(I, argument, *sp, kw == KW_EXPM1);
                NEXT;
            }
            OPCASE(STR_FUNC) : if (VM_COSTED) {
                CHARGE(TIMING_FN(code[pc]), 1);
                if (code[pc] == KW_STR_S) FORMAT_DIGITS(*sp);
                if (code[pc] == KW_PEEK_S) CHARGE(TIMING_ADDRESS_DIGIT, I->sstack[I->ssp - 1].len);
                if (code[pc] == KW_UPRC_S) uprc_charge(I, &I->sstack[I->ssp - 1]);
            }
            sp = string_function(I, (Keyword)code[pc], (int)code[pc + 1], sp);
            pc += 2;
            STR_OPERAND(pc);
            NEXT;
            OPCASE(GOTO_KEYBOARD) : goto_keyboard(I, code, code[pc++]);
            NEXT;
            OPCASE(JUMP) : {
                int64_t target = code[pc];
                if (target < pc) POLL(target);
                pc = target;
                NEXT;
            }
            OPCASE(GOTO_THEN) : if (code[pc] == I->program.no_line_pc && trig_condition(I)) {
                trace_missing_line_passed(I);
                pc++;
                NEXT;
            }
            goto goto_target;
            OPCASE(GOTO_ELSE) : { /* to a missing line: CONT resumes after the IF */
                if (code[pc] == I->program.no_line_pc) {
                    if (trig_condition(I)) { /* the ROM goes on after the IF (GOTO_THEN) */
                        trace_missing_line_passed(I);
                        pc = code[pc + 1];
                        NEXT;
                    }
                    I->stmt_pc = code[pc + 1];
                }
            }
            __attribute__((fallthrough));
            OPCASE(GOTO) : goto_target : {
                int64_t target = code[pc];
                TRACE_JUMP(target);
                SEARCH_COUNTED(pc, target);
                if (target < pc) POLL(target);
                pc = target;
                NEXT;
            }
            OPCASE(JUMP_CMP) : {
                Num b = *sp--, a = *sp--;
                int outcome = compare(I, a, b, (int)code[pc]);
                if (code[pc] & outcome) {
                    int64_t target = code[pc + 1];
                    if (code[pc] & CMP_DIRECT) TRACE_JUMP(target); /* THEN line */
                    if (VM_COSTED && (code[pc] & CMP_DIRECT))
                        THEN_TAKEN(pc + 1, target);
                    else
                        ELSE_REACHED(pc + 2, target);
                    if (target < pc) POLL(target);
                    pc = target;
                } else {
                    pc += 2;
                }
                NEXT;
            }
            OPCASE(JUMP_NOR) : { /* OR, JUMP_FALSE */
                Num b = *sp--, a = *sp--;
                bool x = is_true(I, a), y = is_true(I, b);
                if (!x && !y) {
                    ELSE_REACHED(pc + 1, code[pc]);
                    pc = code[pc];
                } else {
                    pc++;
                }
                NEXT;
            }
            OPCASE(EQ_JUMP_NOR) : { /* EQ, OR, JUMP_FALSE: in that order */
                /* (the operands read where they are: no copies) */
                const Num *b = sp, *a = sp - 1, *c = sp - 2;
                sp -= 3;
                bool x, y;
                if (HP71_FAST_PATHS && (num_tag(*a) | num_tag(*b) | num_tag(*c)) == 0) {
                    y = a->m == b->m;
                    x = c->m != 0;
                } else {
                    y = compare_eq(I, *a, *b);
                    x = is_true(I, *c);
                }
                if (!x && !y) {
                    ELSE_REACHED(pc + 1, code[pc]);
                    pc = code[pc];
                } else {
                    pc++;
                }
                NEXT;
            }
            OPCASE(JUMP_FALSE) : if (!is_true(I, *sp--)) {
                ELSE_REACHED(pc + 1, code[pc]);
                pc = code[pc];
            }
            else pc++;
            NEXT;
            OPCASE(GOSUB) : {
                int64_t target = code[pc];
                TRACE_JUMP(target);
                SEARCH_COUNTED(pc, target);
                GOSUB_MISSING_LINE(target);
                push_gosub(I, code, pc, pc + 1, false);
                pc = target;
                NEXT;
            }
            OPCASE(GOTO_STR) : { /* GOTO A$, GOSUB A$, RESTORE A$ */
                int kind = (int)code[pc];
                int64_t target = pop_label(I, pc++, NULL);
                if (kind >= 2) {
                    if (kind == 2)
                        goto_keyboard(I, code, target);
                    else
                        restore_data(I, target);
                    NEXT;
                }
                TRANSFER(target, kind == 1, pc);
                NEXT;
            }
            OPCASE(SKIP) : pc = code[pc];
            NEXT;
            OPCASE(LABEL_LINE) : I->current_line = (int)code[pc++];
            NEXT;
            OPCASE(LABEL_SNIPPET) : vm_throw(I, HP71_E_INVALID_EXPR); /* never run in line */
            OPCASE(SNIPPET_END) : if (sp_out) *sp_out = sp;
            return RUN_KEYBOARD;
            OPCASE(RETURN) : if (I->nframes == 0 || I->frames[I->nframes - 1].kind != FRAME_GOSUB) {
                TRACE_JUMP(I->program.no_line_pc); /* the ROM: "Trace line 20 to" */
                if (I->suspended && typed_code(I, code, pc)) I->lost_gosub_ram = 0;
                vm_throw(I, HP71_E_RETURN_WITHOUT_GOSUB);
            }
            truncate_frames(I, I->nframes - 1);
            if (I->frames[I->nframes].resumes_suspended) /* GOSUB typed, stopped in it */
                return resume_suspended(I, I->frames[I->nframes].suspended_pc,
                                        I->frames[I->nframes].suspended_depth,
                                        I->frames[I->nframes].suspended_sdepth);
            if (I->suspended && typed_code(I, code, pc))
                return typed_return(I, &I->frames[I->nframes]);
            pc = I->frames[I->nframes].ret;
            if (timers_gosub_left(&I->timers, I->nframes)) { /* a timer's: the ROM's service ends */
                if (VM_COSTED) CHARGE(TIMING_TIMER_RETURN, 1);
                I->timer_returned = vm_now_us(I);
            }
            TRACE_JUMP(pc);
            /* back in the caller's line (the middle of it, or its end: the
               next line's LINE says so): an error there names it */
            I->current_line = I->frames[I->nframes].line;
            I->stmt_pc = I->frames[I->nframes].stmt_pc;
            POLL(pc);
            NEXT;
            OPCASE(POP)
                : /* the ROM: nothing to forget is no error */
                  if (I->nframes > 0 && I->frames[I->nframes - 1].kind == FRAME_GOSUB)
                      truncate_frames(I, I->nframes - 1);
            NEXT;
            OPCASE(ON) : {
                int count = (int)code[pc];
                int kind = (int)code[pc + 1];
                pc += 2;
                int64_t after = pc + (int64_t)count * 2;
                int64_t k = int_arg(I, *sp--, 1000000000);
                if (k < 1 || k > count)
                    vm_throw(I, HP71_E_INVALID_ARG); /* the ROM: no fall-through */
                int64_t target = code[pc + (k - 1) * 2 + 1];
                if (VM_COSTED) label_charge(I, (int)(pc + (k - 1) * 2 + 1));
                if (code[target] == OP_LABEL_SNIPPET)
                    target = snippet_label(I, code, target, sp, false, NULL);
                if (kind >= 3) { /* RESTORE: kind 3 + its first label's place */
                    if (kind == 3 || k <= kind - 3) {
                        restore_data(I, target);
                        pc = after;
                        NEXT;
                    }
                    /* a target after a label: the ROM goes to it instead, as
                       ON GOTO (typed, the program pointer moves) */
                    kind = typed_code(I, code, pc) ? 2 : 0;
                }
                if (kind == 2) {
                    goto_keyboard(I, code, target);
                    pc = after;
                    NEXT;
                }
                if (kind == 1)
                    gosub_return_room(I, code, pc, VM_RAM_ON_INDEX); /* (its index pending) */
                TRANSFER(target, kind == 1, after);
                NEXT;
            }
            OPCASE(CHARSET) : {
                StrBuf *b = &I->sstack[--I->ssp];
                charset_room(I, (size_t)b->len);
                graphics_charset(&I->graphics, chars(b), (size_t)b->len);
                NEXT;
            }
            OPCASE(CLOCK_ADJUST)
                : { /* EXACT: AF from the moves since its reference (exact);
                       RESET CLOCK: AF 0 and no reference; RESET alone: flags */
                Word kind = code[pc++];
                if (kind == 0) exact(I);
                if (kind == 2) I->af = 0, I->exact_set = false;
                if (kind == 1) reset_flags(I); /* RESET alone */
                NEXT;
            }
            OPCASE(GDISP) : {
                StrBuf *b = &I->sstack[--I->ssp];
                graphics_gdisp(&I->graphics, chars(b), (size_t)b->len);
                if (I->host.graphics) I->host.graphics(I->host.ctx, chars(b), (size_t)b->len);
                NEXT;
            }
            OPCASE(PUT) : {
                int slot = key_slot(I, &I->sstack[I->ssp - 1]);
                if (I->put_count < VM_KEY_BUFFER) /* a full buffer drops it (the ROM) */
                    I->put_keys[I->put_count++] = (uint8_t)slot;
                I->ssp--;
                NEXT;
            }
            OPCASE(STARTUP) : { /* kept for a power-on hp71's machine never has */
                startup_set(I, I->sstack[I->ssp - 1].len);
                I->ssp--;
                NEXT;
            }
            /* OFF: off, and on again at ON: what ran ends, the rest of a typed
               line too, a suspended program with it (CONT starts over);
               nothing is shown (the ROM) */
            OPCASE(OFF) : vm_flush_display(I);
            I->turned_off = true;
            interp_program_changed(I);
            return RUN_END;
            OPCASE(SECURE) : I->file_secure = code[pc++] != 0; /* of the current file */
            NEXT;
            OPCASE(LOCK) : { /* the password: asked at a power-on that never comes */
                if (VM_COSTED) CHARGE(TIMING_PASSWORD_CHAR, I->sstack[I->ssp - 1].len);
                I->ssp--;
                NEXT;
            }
            OPCASE(ENDLINE) : {
                if (!code[pc++]) {
                    display_set_endline(&I->display, NULL, 0);
                    NEXT;
                }
                StrBuf *b = &I->sstack[--I->ssp];
                if (b->len > DISPLAY_ENDLINE) vm_throw(I, HP71_E_INVALID_ARG);
                display_set_endline(&I->display, chars(b), (size_t)b->len);
                NEXT;
            }
            OPCASE(LCD_SETTING) : {
                Word n = code[pc++];
                if (n == 0) { /* CONTRAST: any number, modulo 16 */
                    Num a = *sp--;
                    if (num_is_nan(a)) vm_throw(I, HP71_E_INVALID_ARG);
                    I->contrast = (int)(((to_int(a, 1000000) % 16) + 16) % 16);
                    NEXT;
                }
                int64_t last = n == 2 ? int_arg(I, num_round_int(*sp--), 1000) : 22;
                int64_t first = int_arg(I, num_round_int(*sp--), 1000);
                if (first < 1 || last > 22 || first > last) vm_throw(I, HP71_E_INVALID_ARG);
                graphics_window(&I->graphics, (int)first, (int)last);
                NEXT;
            }
            OPCASE(FETCH_KEY) : {
                fetch_key(I, key_slot(I, &I->sstack[I->ssp - 1]));
                I->ssp--;
                NEXT;
            }
            OPCASE(CAT_KEYS) : cat_keys(I);
            NEXT;
            OPCASE(DEF_KEY) : {
                char kind = (char)code[pc++];
                int slot = key_slot(I, &I->sstack[I->ssp - (kind ? 2 : 1)]);
                const StrBuf *text = &I->sstack[I->ssp - 1];
                if (kind) { /* what it adds (keymap_ram), unless it shrinks an
                               assignment, must be free, and its text's copy and
                               VM_RAM_KEY_WORK more (the ROM: memory/def_key_room_*) */
                    int64_t grow = keymap_ram_growth(&I->keymap, slot, text->len);
                    if (grow >= 0) ram_room(I, grow + 2 * (int64_t)text->len + VM_RAM_KEY_WORK);
                }
                bool had_file = I->keymap.file;
                if (keymap_define(&I->keymap, slot, kind, chars(text), text->len, &I->memory))
                    vm_throw(I, HP71_E_INSUFFICIENT_MEMORY);
                if (!had_file && I->keymap.file) keys_file_made(I);
                I->ssp -= kind ? 2 : 1;
                NEXT;
            }
            OPCASE(ON_TIMER) : {
                int index;
                Num seconds = code[pc] >= 0 ? *sp-- : num_from_int(0);
                Hp71Error e = timers_index(*sp--, &index);
                if (e) vm_throw(I, e);
                if (code[pc] < 0)
                    timers_disarm(&I->timers, index);
                else { /* (ROM) one due at once fires at the second boundary from here */
                    if (VM_COSTED) CHARGE(TIMING_TIMER_ARM, 1);
                    int64_t interval = timers_interval_us(seconds);
                    timers_arm(&I->timers, index, interval, vm_now_us(I), code[pc],
                               code[pc + 1] != 0, I->current_line);
                    I->timers.t[index].activation = activation(I);
                    if (interval == 0) I->timer_hold = true;
                }
                line_work_update(I);
                pc += 2;
                NEXT;
            }
            OPCASE(ON_ERROR) : I->on_error_pc = code[pc]; /* a missing line: see run() */
            I->on_error_gosub = code[pc + 1] != 0;
            I->on_error_line = I->current_line;
            I->on_error_frames = I->nframes;
            error_handler_done(I);
            pc += 2;
            NEXT;
            OPCASE(FOR_START) : {
                /* as STORE, but the value stays: the ROM's FOR compares it,
                   not what the variable's type made of it, with the limit
                   (INTEGER I: FOR I=2.6 TO 2.9 runs once, with I=3) */
                int slot = (int)code[pc];
                StoreKind kind = code[pc + 1] ? STORE_KIND_RESULT : STORE_KIND_FOR_VALUE;
                pc += 2;
                NumVar *v = variables_num(I->env, slot);
                CONVERTED_STORE(v);
                I->for_made_variable = !v->exists && !v->ref;
                { /* the loop's room before the counter is set (traced), the
                     limit and step run: failing, it keeps nothing (the ROM) */
                    int values = I->for_values;
                    I->for_values = 0;
                    for_room_check(I, 0);
                    I->for_values = values;
                }
                store_num(I, v, *sp, kind);
                I->for_values = 2;
                if (I->trace & TRACE_VARS) trace_num(I, slot, 0, NULL, v->val);
                NEXT;
            }
            OPCASE(FOR_BEGIN) : end_loop(I, (int)code[pc++]);
            I->for_values = 1;
            NEXT_QUIET;
            OPCASE(FOR_LIMIT) : I->for_values = 3;
            NEXT_QUIET;
            OPCASE(FOR_STEP_ONE) : *++sp = num_from_int(1);
            NEXT_QUIET;
            OPCASE(FOR) : {
                int slot = (int)code[pc];
                int64_t exit = code[pc + 1];
                pc += 2;
                Num step = *sp--, limit = *sp--, first = *sp--;
                int c = num_cmp(first, limit);
                bool unordered = c == 2 || num_is_nan(step);
                /* a NaN is Unordered before the loop is made: an error
                   leaves a failed FOR's RAM (the ROM: MEM 3 bytes above a
                   made loop's) */
                if (unordered) for_unordered(I);
                I->for_values = 0;
                end_loop(I, slot); /* (one a user function its values called made) */
                for_room(I, I->for_made_variable ? VM_RAM_SCALAR : 0);
                I->for_made_variable = false;
                I->fors[I->nfors++] = (ForLoop){slot, limit, step, pc, I->current_line};
                CONVERTED(variables_num(I->env, slot)); /* (the ROM's time: it reads it) */
                if (unordered) {
                    /* a warning: the body runs once, with a NaN */
                    store_num(I, variables_num(I->env, slot), num_nan(), STORE_KIND_RESULT);
                } else if (for_past(step, c)) {
                    I->nfors--;
                    if (exit < 0) vm_throw(I, HP71_E_FOR_WITHOUT_NEXT);
                    /* the ROM traces the skip to the line of the NEXT (exit
                       is just past that NEXT and its operand) */
                    if (I->current_line > 0) {
                        int line = program_line_of(&I->program, (int)exit - 2);
                        if (I->trace & TRACE_FLOW) trace_lines(I, I->current_line, line);
                        I->current_line = line; /* (an error after the NEXT names it) */
                    }
                    pc = exit;
                }
                NEXT;
            }
            OPCASE(NEXT) : {
                int slot = (int)code[pc++];
                int64_t r;
                ForLoop *f = HP71_FAST_PATHS ? next_fast(I, slot, code, pc, &r) : NULL;
                if (f) { /* what next_slow does, inline (its own jump back: one
                            shared with the slow path cost 7 instructions a pass) */
                    NumVar *v = &I->env->num[slot];
                    CONVERTED_STORE(v);                                    /* (converted_next) */
                    if (VM_COSTED) ADD_CHARGE_INT(v->val.m, f->step.m, r); /* (next_slow's) */
                    v->val.m = r;
                    I->res = num_from_int(r);
                    /* (for_past, on whole numbers) */
                    if (f->step.m > 0 ? r > f->limit.m : f->step.m < 0 && r < f->limit.m) {
                        I->nfors--; /* (the innermost loop ends) */
                    } else {
                        pc = f->body;
                        TRACE_JUMP(pc);
                        I->current_line = f->line;
                        POLL(pc);
                    }
                    NEXT;
                }
                int64_t back = next_slow(I, code, pc, slot, VM_COSTED);
                if (back >= 0) {
                    pc = back;
                    TRACE_JUMP(pc);
                    /* back in the middle of the FOR's line: an error there
                       names it (the ROM) */
                    I->current_line = I->fors[I->nfors - 1].line;
                    POLL(pc);
                }
                NEXT;
            }
            OPCASE(DISP_NUM) : {
                char buf[FORMAT_MAX + 2];
                Num a = *sp--;
                FORMAT_DIGITS(a);
                I->res = a; /* RES: the last number shown or stored */
                size_t n = 0;
                bool neg = num_is_negative(a);
                if (!neg) buf[n++] = ' ';
                n += format_number(a, I->format, buf + n);
                buf[n++] = ' ';
                vm_display_item(I, buf, n);
                graphics_written(&I->graphics);
                NEXT;
            }
            OPCASE(DISP_STR) : {
                StrBuf *b = &I->sstack[--I->ssp];
                vm_display_item(I, chars(b), (size_t)b->len);
                graphics_written(&I->graphics);
                NEXT;
            }
            OPCASE(DISP_COMMA) : vm_display_comma(I);
            graphics_written(&I->graphics);
            NEXT;
            OPCASE(DISP_TAB) : {
                Num a = *sp--;
                /* (a NaN: past the line, but a negative one, -NAN, Invalid TAB as
                   a negative number: the ROM) */
                int64_t col = !num_is_nan(a)             ? to_int(a, DISPLAY_TAB_LIMIT)
                              : (a.k & NUM_NEGATIVE_NAN) ? 0
                                                         : DISPLAY_TAB_LIMIT;
                if (col <= 0) {
                    vm_report(I, HP71_E_INVALID_TAB, true);
                    col = 1;
                }
                vm_display_tab(I, col);
                graphics_written(&I->graphics);
                NEXT;
            }
            OPCASE(PRINT_BEGIN) : display_begin(&I->display, true);
            NEXT;
            OPCASE(USING) : using_begin(I, code, (int)code[pc], code[pc + 1], code[pc + 2] != 0);
            pc += 3;
            NEXT;
            OPCASE(USING_FIELD) : using_field(I);
            NEXT;
            OPCASE(USING_NUM) : {
                Num v = *sp--;
                using_value(I, &v, NULL); /* (and RES) */
                NEXT;
            }
            OPCASE(USING_STR) : {
                StrBuf *b = &I->sstack[--I->ssp];
                using_value(I, NULL, b);
                NEXT;
            }
            OPCASE(USING_END) : using_end(I);
            TIMERS_NOW(pc); /* after a statement that takes time (its DELAY) */
            NEXT;
            OPCASE(IMAGE) : pc++;
            NEXT;
#if HP71_FAST_PATHS
        stop_here: /* LINE or STMT by stop_table */
            return stop_at_statement(I, pc - 1, sp);
#endif
            OPCASE(STMT)
                : if ((!HP71_FAST_PATHS || VM_COSTED != 0) && __builtin_expect(I->line_work, 0) &&
                      I->stop_at_statement) return stop_at_statement(I, pc - 1, sp);
            I->stmt_pc = pc - 1; /* a statement starts: CONT after an error */
            NEXT_QUIET;
            OPCASE(WIDTH) : {
                Num a = *sp--;
                if (num_is_nan(a)) vm_throw(I, HP71_E_INVALID_ARG);
                display_set_width(&I->display, code[pc++], to_int(a, 1000000));
                NEXT;
            }
            OPCASE(DISP_END) : I->put_count = 0; /* a DISP list empties the key buffer (ROM) */
            /* (a line left open is shown as far as it goes: bench/timing/disp_open_*) */
            if (VM_COSTED && !(code[pc] & 1)) CHARGE(TIMING_LCD_OPEN_LINE, 1);
            if (VM_COSTED && (code[pc] & 4)) { /* (bench/timing/disp_alone, print_alone) */
                CHARGE(TIMING_DISP_ALONE, 1);
                if (code[pc] & 2) CHARGE(OP_PRINT_BEGIN, 1); /* (PRINT's, as before a list) */
            }
            if (code[pc] & 2) display_begin(&I->display, true);
            display_end(&I->display, code[pc++] & 1);
            display_begin(&I->display, false);
            TIMERS_NOW(pc); /* after a statement that takes time (its DELAY) */
            NEXT;
            OPCASE(INPUT) : {
                int64_t at = pc - 1;
                const StrConst *prompt = (const StrConst *)(intptr_t)code[pc];
                int count = (int)code[pc + 1];
                Word mask = code[pc + 2];
                pc += 3;
                if (!input(I, prompt, count, mask)) {
                    if (*I->attn) return interrupted(I, at, sp);
                    I->exit_requested = true;
                    return RUN_EXIT;
                }
                if (mask & INPUT_DEFAULT_REPLY) I->ssp--;
                NEXT;
            }
            OPCASE(INPUT_NUM) : OPCASE(INPUT_STR) : {
                sp = input_field(I, (int)code[pc], code[pc - 1] == OP_INPUT_STR, sp, code, pc + 1);
                pc++;
                NEXT;
            }
            OPCASE(INPUT_FIELD) : input_field_reached(I, (int)code[pc++]);
            NEXT;
            OPCASE(INPUT_END) : I->reply.ram = 0;
            if (I->reply.error) reply_error(I);
            NEXT;
            OPCASE(READ_NUM)
                : OPCASE(READ_STR)
                : sp = read_item(I, code[pc - 1] == OP_READ_NUM, sp,
                                 code == I->program.code.code ? pc : 0);
            NEXT;
            OPCASE(READ_WHOLE) : { /* READ A with A an array, READ A(): every element */
                int slot = (int)code[pc], kind = (int)code[pc + 1];
                bool is_str = kind & PARAM_STRING;
                int64_t skip = code[pc + 2];
                pc += 3;
                if (!(kind & PARAM_SUBSTRING) &&
                    read_whole_array(I, slot, is_str, chunk_param_dims(kind), sp))
                    pc += skip; /* past READ and store */
                else
                    read_target_made(I, slot, is_str);
                NEXT;
            }
            OPCASE(DATA_ITEM) : pc += 4;
            NEXT;
            OPCASE(READ_LOST) : if (I->read_lost) {
                I->read_lost = false;
                pc = code[pc];
            }
            else pc++;
            NEXT;
            OPCASE(RESTORE) : restore_data(I, code[pc++]);
            NEXT;
            OPCASE(DECLARE) : {
                VarType type = (VarType)code[pc];
                int slot = (int)code[pc + 1], n = (int)code[pc + 2];
                pc += 3;
                int64_t bounds[2];
                sp -= n;
                for (int i = 0; i < n; i++)
                    bounds[i] = bound_arg(I, sp[i + 1], I->option_base);
                /* the ROM: a parameter bound to the caller's, or a user
                   function's, is not declared again */
                if (bound_to_caller(I, false, slot) || fn_parameter(I, false, slot))
                    vm_throw(I, HP71_E_VAR_CONTEXT);
                bool created = !variables_num(I->env, slot)->exists;
                int64_t was = VM_COSTED ? num_var_nibbles(&I->env->num[slot]) : 0;
                var_context(I, slot, false, true);
                if (!n) ram_room(I, VM_RAM_DECLARED_ROOM); /* (declared again too) */
                Hp71Error e = variables_declare_num(I->env, slot, type, n, bounds, I->option_base);
                if (e) vm_throw(I, e);
                if (VM_COSTED) /* (what it declared: bench/timing/declare_*) */
                    CHARGE(n ? TIMING_DECLARE_ARRAY : TIMING_DECLARE_NEW, n || created);
                if (VM_COSTED && (created || num_var_nibbles(&I->env->num[slot]) != was)) {
                    const NumVar *v = &I->env->num[slot];
                    moves_charge(I, slot, false,
                                 !created ? MOVE_RESIZE
                                 : n      ? MAKE_BODY
                                          : MAKE_SCALAR);
                    if (!created) CHARGE(TIMING_VAR_RESIZE, 1);
                    if (n) { /* the array's RAM, cleared */
                        CHARGE(TIMING_NEW_ELEMENT, variables_num_elements(v));
                        CHARGE(TIMING_VAR_CLEAR, timing_nibble_charges(num_var_nibbles(v)));
                    }
                }
                NEXT;
            }
            OPCASE(STAT) : {
                int slot = (int)code[pc];
                if (code[pc + 1])
                    stat_declare(I, slot, *sp--);
                else
                    stat_designate(I, slot);
                pc += 2;
                NEXT;
            }
            OPCASE(STAT_ADD) : {
                int count = (int)code[pc], sign = (int)code[pc + 1];
                pc += 2;
                sp -= count;
                stat_add(I, sp + 1, count, sign);
                NEXT;
            }
            OPCASE(CLSTAT) : stat_clear(I);
            NEXT;
            OPCASE(LR) : {
                Num x = *sp--, y = *sp--;
                stat_regression(I, y, x);
                NEXT;
            }
            OPCASE(LR_WHOLE) : lr_whole(I, (int)code[pc], (int)code[pc + 1], *sp);
            sp--;
            pc += 2;
            NEXT;
            OPCASE(LR_RESULT) : *++sp = code[pc++] ? I->lr_m : I->lr_b;
            NEXT_QUIET;
            OPCASE(DECLARE_STR) : {
                int slot = (int)code[pc], n = (int)code[pc + 1];
                bool has_len = code[pc + 2] != 0;
                pc += 3;
                int64_t len = VAR_DEFAULT_STRING_MAX, bound = 0;
                /* (the ROM: under OPTION BASE 1 a length of 0 is Invalid Arg too) */
                if (has_len) len = bound_arg(I, *sp--, I->option_base);
                if (n) bound = bound_arg(I, *sp--, I->option_base);
                if (bound_to_caller(I, true, slot) || fn_parameter(I, true, slot))
                    vm_throw(I, HP71_E_VAR_CONTEXT);
                var_context(I, slot, true, true);
                int64_t was = VM_COSTED ? str_var_nibbles(&I->env->str[slot]) : 0;
                Hp71Error e =
                    variables_declare_str(I->env, slot, n, bound, (int)len, I->option_base);
                if (e) vm_throw(I, e);
                if (VM_COSTED && str_var_nibbles(&I->env->str[slot]) != was) {
                    const StrVar *v = &I->env->str[slot];
                    moves_charge(I, slot, true, was ? MOVE_RESIZE : MAKE_BODY);
                    if (was) CHARGE(TIMING_VAR_RESIZE, 1);
                    /* the string's RAM, cleared */
                    if (n) CHARGE(TIMING_NEW_ELEMENT, v->ub - v->base + 1);
                    CHARGE(TIMING_VAR_CLEAR, timing_nibble_charges(str_var_nibbles(v)));
                }
                NEXT;
            }
            OPCASE(OPTION_BASE) : {
                int64_t b = int_arg(I, *sp--, 10);
                if (b != 0 && b != 1) vm_throw(I, HP71_E_INVALID_ARG);
                I->option_base = (int)b;
                vm_settings_to_flags(I);
            }
            NEXT;
            OPCASE(ANGLE_MODE) : I->angle = (AngleMode)code[pc++];
            vm_settings_to_flags(I);
            NEXT;
            OPCASE(ROUND_MODE) : I->round = (NumRound)code[pc++];
            store_watch_update(I);
            vm_settings_to_flags(I);
            NEXT;
            OPCASE(DISPLAY_MODE) : {
                DisplayMode mode = (DisplayMode)code[pc++];
                int digits = 0;
                if (mode != DISPLAY_STD) { /* rounded, then clamped to 0..11 (the ROM) */
                    int64_t n = int_arg(I, *sp--, 100);
                    digits = n < 0 ? 0 : n > 11 ? 11 : (int)n;
                }
                I->format = (DisplayFormat){mode, digits};
                vm_settings_to_flags(I);
                NEXT;
            }
            OPCASE(DESTROY_ALL) : {
                /* in a user function, as END there: the function returns
                   its value as it stands and its caller's statement goes
                   on; nothing is destroyed (the ROM). Typed while the
                   program is suspended in a user function it called, the
                   program stays suspended after the caller's statement
                   (cont/destroy_all_*) */
                const Frame *fn = innermost_call(I);
                if (fn && fn->kind == FRAME_FN &&
                    (!typed_code(I, code, pc) || typed_end_returns(I, fn)))
                    goto end_statement;
                destroy_variables(I, false, -1);
                NEXT;
            }
            OPCASE(DESTROY) : destroy_variables(I, code[pc] != 0, (int)code[pc + 1]);
            pc += 2;
            NEXT;
            OPCASE(DELAY) : {
                if (code[pc++]) I->scroll = *sp--;
                I->delay = *sp--;
                if (num_is_nan(I->delay) || num_is_nan(I->scroll)) vm_throw(I, HP71_E_INVALID_ARG);
                vm_report_delay(I);
                NEXT;
            }
            OPCASE(WAIT) : {
                Num a = *sp--;
                if (num_is_nan(a)) vm_throw(I, HP71_E_INVALID_ARG);
                double s = to_double(a);
                if (VM_COSTED && s > 0) CHARGE(TIMING_TIMER_WAIT, 1);
                wait_seconds(I, s);
                TIMERS_NOW(pc); /* a timer that came due during the WAIT (ROM: it waits) */
                NEXT;
            }
            OPCASE(BEEP) : { /* BEEP [frequency [, seconds]]: the tone lasts its time */
                Word args = code[pc++];
                double seconds = 0.25, hz = 1000;
                if (args >= 2) seconds = num_arg(I, *sp--);
                if (args >= 1) hz = num_arg(I, *sp--);
                /* (the cost model: the ROM works out a pitch of 1 Hz or more unless
                   BEEP OFF, a tone or not: BEEP 1000,0 6 ms more than BEEP 0,0) */
                if (VM_COSTED && !beep_off(I) && hz >= 1) CHARGE(TIMING_BEEP_PITCH, 1);
                if (!beep_off(I) && hz >= 1 && seconds >= 0.005) { /* else no tone (ROM) */
                    if (VM_COSTED) CHARGE(TIMING_BEEP_TONE, 1);
                    if (I->host.beep) I->host.beep(I->host.ctx);
                    wait_seconds(I, seconds);
                }
                TIMERS_NOW(pc);
                NEXT;
            }
            OPCASE(BEEP_SWITCH)
                : /* BEEP ON (1), BEEP OFF (0): system flag -2 (ROM) */
                  if (code[pc++]) I->system_flags &= ~(1ULL << 2);
            else I->system_flags |= 1ULL << 2;
            NEXT;
            OPCASE(SETTIME) : {
                if (VM_COSTED && code[pc]) CHARGE(TIMING_DATE_TEXT, 1);
                int64_t t = code[pc++] ? parse_time_string(I, &I->sstack[--I->ssp]) * 100
                                       : settime_hundredths(I, *sp--);
                exact_count(I, (t - vm_time_of_day(I)) * TICKS_PER_SECOND);
                interp_set_time(I, t);
                NEXT;
            }
            OPCASE(ADJUST) : {
                Word how = code[pc++];
                Num x = how & ADJUST_TEXT ? adjust_text(I, &I->sstack[--I->ssp]) : *sp--;
                bool below;
                int64_t ticks = adjust_ticks(I, x, &below);
                adjust_clock(I, ticks);
                if (!(how & ADJUST_ABS) && !below) exact_count(I, ticks * 100); /* (not ADJABS) */
                NEXT;
            }
            OPCASE(SETDATE) : if (VM_COSTED && code[pc]) CHARGE(TIMING_DATE_TEXT, 1);
            if (code[pc++])
                set_date(I, &I->sstack[--I->ssp]);
            else
                set_date_number(I, *sp--);
            NEXT;
            OPCASE(RANDOMIZE) : if (code[pc++]) {
                Num s = *sp--;
                if (num_is_snan(s)) vm_throw(I, HP71_E_SIGNALED_OP);
                I->rnd_state = rnd_seed(s);
            }
            else {
                /* from the machine's timer: reproducible under --clock=virtual/frozen */
                if (VM_COSTED) CHARGE(TIMING_RANDOMIZE_CLOCK, 1); /* (bench/timing/randomize_*) */
                I->rnd_state = rnd_clock_seed(vm_machine_us(I));
            }
            NEXT;
            OPCASE(DEFAULT) : traps_default(&I->traps, (TrapDefault)code[pc++]);
            NEXT;
            OPCASE(SET_FLAG) : {
                Word how = code[pc++];
                if (how == SET_FLAG_ALL || how == CLEAR_FLAG_ALL) {
                    I->user_flags = how == SET_FLAG_ALL ? ~0ULL : 0;
                    NEXT;
                }
                int bit;
                uint64_t *word = flag_word(I, *sp--, true, &bit);
                if (how == 2)
                    *word ^= 1ULL << bit; /* USER, LC alone: toggled */
                else if (how)
                    *word |= 1ULL << bit;
                else
                    *word &= ~(1ULL << bit);
                if (word == &I->system_flags) vm_settings_from_flags(I);
                NEXT;
            }
            /* TRACE FLOW and TRACE VARS add to each other; TRACE OFF ends both */
            OPCASE(TRACE) : I->trace = code[pc] ? I->trace | (int)code[pc] : 0;
            store_watch_update(I);
            pc++;
            NEXT;
            OPCASE(FN_CALL) : {
                STACK_ROOM();
                /* recursion counts against ATTN and the step budget */
                if (*I->attn || --I->steps_left < 0) return interrupted(I, pc - 1, sp);
                int64_t target = code[pc];
                Word shape = code[pc + 1];
                pc += 2;
                /* traced at FN_ENTER, once the arguments fit (a missing FN: nothing) */
                /* what the stacks hold beneath its arguments: the values pending */
                int strings = __builtin_popcountll((unsigned long long)(shape >> 8));
                int depth = (int)(sp - empty) - ((int)(shape & 0xff) - strings);
                /* (a missing function before any room is wanted: the ROM) */
                if (target == I->program.no_fn_pc) vm_throw(I, HP71_E_FN_NOT_FOUND);
                StoreTarget stores = store_target_after_call(I, code, pc);
                int64_t pending =
                    fn_pending_ram(I, depth - stores.subscripts, I->ssp - strings) +
                    (code == I->program.code.code ? 0 : text_call_ram(I, code)); /* (a text's) */
                fn_result_check(I, target);
                Frame *f = push_frame_room(I, FRAME_FN, pc, VM_RAM_FN + pending,
                                           fn_room(I, target, shape) + pending);
                I->for_base = I->nfors; /* its FOR loops its own, as a SUB's (ROM) */
                f->fn_pc = target;
                f->ret_code = code == I->program.code.code ? NULL : code;
                I->held_eval.running = false; /* (called from it: no longer in it) */
                f->ret_ahead = ahead;
                reserve_target(I, f, &stores);
                code = I->program.code.code; /* every DEF FN is in the program */
                if (VM_COSTED) {
                    ahead = program_ahead(I);
                    I->op_code = code;
                    I->op_ahead = ahead;
                }
                f->nargs = (int)(shape & 0xff);
                f->argmask = shape >> 8;
                f->stack_depth = depth;
                f->sstack_depth = I->ssp - strings;
                pc = target;
                NEXT;
            }
            OPCASE(FN_ENTER) : {
                int count = (int)code[pc];
                Frame *f = &I->frames[I->nframes - 1];
                f->is_str = code[pc + 1] != 0;
                f->str_max = fn_result_max(code[pc + 1]);
                pc += 2;
                Frame *outer = calling_fn(I, I->nframes - 1);
                if (outer) swap_params(I, outer); /* only the innermost call's are in force */
                f->hid_outer = outer != NULL;
                /* a call that does not fit the DEF is the caller's error (ROM) */
                bool fits = count == f->nargs;
                for (int i = 0; i < count && fits; i++)
                    fits = (code[pc + (int64_t)i * 3 + 1] != 0) == (((f->argmask >> i) & 1) != 0);
                if (!fits) mismatch(I, f); /* never entered: no call is left pending */
                if (VM_COSTED) {           /* (bench/timing/fn_string_*) */
                    if (f->is_str) CHARGE(TIMING_FN_STR_CALL, 1);
                    CHARGE(TIMING_FN_STR_PARAM,
                           __builtin_popcountll((unsigned long long)f->argmask));
                }
                TRACE_JUMP(pc - 3); /* a call that fits only (the ROM) */
                I->current_line = program_line_of(&I->program, (int)pc);
                Num *bound = sp; /* (sp's address never taken: it stays in a register) */
                bind_fn_params(I, f, code, pc, count, &bound);
                sp = bound;
                pc += (int64_t)count * 3;
                f->body_pc = pc;
                NEXT;
            }
            OPCASE(PARAM) : pc += 2;
            NEXT;
            OPCASE(FN_RETURN) : OPCASE(FN_END) : {
                if (code[pc - 1] == OP_FN_END) end_def_forgets_gosubs(I);
                if (I->nframes == 0 || I->frames[I->nframes - 1].kind != FRAME_FN)
                    vm_throw(I, HP71_E_FN_NOT_FOUND); /* a stray END DEF (the ROM) */
                Frame *f = &I->frames[I->nframes - 1];
                /* a string function's result holds 32 characters, or those
                   DEF FNA$[n] declared: a longer one overflows in the DEF's
                   line (the ROM) */
                if (code[pc - 1] == OP_FN_RETURN && (code[pc] & 1) &&
                    I->sstack[I->ssp - 1].len > f->str_max)
                    vm_throw(I, HP71_E_STRING_OVFL);
                if (code[pc - 1] == OP_FN_RETURN && (I->trace & TRACE_VARS))
                    trace_fn_result(I, (int)(code[pc] >> 1), code[pc] & 1 ? NULL : sp);
                /* a one-line function's result is RES, as an assignment's (the ROM) */
                if (code[pc - 1] == OP_FN_RETURN && !(code[pc] & 1)) I->res = *sp;
                if (f->caller_gone) return fn_caller_gone(I, f);
                RETURN_FROM_FN(f, code[pc - 1] == OP_FN_END);
                NEXT;
            }
            OPCASE(FN_TARGET) : pc += 2;
            if (fn_set_frame(I, code[pc - 2] != 0, code[pc - 1]) < 0)
                vm_throw(I, HP71_E_FN_NOT_FOUND);
            NEXT;
            OPCASE(FN_SET) : {
                bool is_str = code[pc] != 0;
                pc += 2;
                int i = fn_set_frame(I, is_str, code[pc - 1]);
                if (i < 0) vm_throw(I, HP71_E_FN_NOT_FOUND); /* (FN_TARGET found it) */
                Frame *f = &I->frames[i];
                if (is_str) {
                    if (I->sstack[I->ssp - 1].len > f->str_max)
                        vm_throw(I, HP71_E_STRING_OVFL); /* (FNA$= holds 32, the ROM) */
                    StrBuf *s = &I->sstack[--I->ssp];
                    sset(I, &f->result_str, chars(s), s->len);
                } else {
                    f->result = *sp--;
                    I->res = f->result; /* (FNA= is an assignment: RES, the ROM) */
                    if (I->trace & TRACE_VARS) trace_fn_result(I, (int)code[pc - 1], &f->result);
                }
                if (is_str && (I->trace & TRACE_VARS)) {
                    trace_fn_result(I, (int)code[pc - 1], NULL);
                }
                NEXT;
            }
            OPCASE(ARG_REF) : {
                int kind = (int)code[pc], slot = (int)code[pc + 1];
                pc += 2;
                reference_arg(I, kind, slot);
                if (VM_COSTED && (kind & PARAM_ARRAY)) CHARGE(TIMING_ARG_ARRAY, 1);
                NEXT;
            }
            OPCASE(ARG_ELEM) : {
                bool is_str = code[pc] != 0;
                int slot = (int)code[pc + 1], n = (int)code[pc + 2];
                pc += 3;
                sp -= n;
                element_arg(I, is_str, slot, n, sp + 1);
                NEXT;
            }
            OPCASE(ARG_NUM) : push_arg(I, ARG_VAL_NUM)->value = *sp--;
            NEXT;
            OPCASE(ARG_STR) : {
                /* a value for a parameter of the default length: a longer one
                   overflows as it is passed, before the next is read and the
                   SUB is looked for (the ROM) */
                if (I->sstack[I->ssp - 1].len > VAR_DEFAULT_STRING_MAX)
                    vm_throw(I, HP71_E_STRING_OVFL);
                Arg *a = push_arg(I, ARG_VAL_STR);
                StrBuf *s = &I->sstack[--I->ssp];
                sset(I, &a->text, chars(s), s->len);
                NEXT;
            }
            OPCASE(ARG_AGAIN) : {
                int before = (int)code[pc];
                int64_t restart = code[pc + 1];
                pc += 2;
                if (arg_makes_variable(I, code + pc, sp, before)) {
                    if (code[pc] == OP_ARG_ELEM) sp -= code[pc + 3]; /* its subscripts */
                    pc = restart;
                }
                NEXT;
            }
            OPCASE(CALL) : {
                int64_t target = code[pc];
                int count = (int)code[pc + 1];
                pc += 2;
                pc = call_sub(I, target, count, pc, NULL);
                FOLLOW_MOVED_CODE(); /* (a subprogram of another file) */
                NEXT;
            }
            OPCASE(CALL_NAME) : call_name(I);
            NEXT_QUIET;
            OPCASE(CALL_NAMED) : {
                int count = (int)code[pc++];
                pc = call_named(I, count, pc);
                FOLLOW_MOVED_CODE();
                NEXT;
            }
            OPCASE(CALL_IN) : {
                int count = (int)code[pc++];
                pc = call_in(I, count, pc);
                FOLLOW_MOVED_CODE();
                NEXT;
            }
            OPCASE(CALL_FILE) : pc = call_sub(I, FILE_ENTRY, 0, pc, "");
            NEXT;
            OPCASE(SUB_ENTER) : {
                int count = (int)code[pc++];
                if (I->nframes == 0 || I->frames[I->nframes - 1].kind != FRAME_SUB)
                    vm_throw(I, HP71_E_INVALID_STATEMENT);
                int line = program_line_of(&I->program, (int)pc - 2); /* (SUB_ENTER's own) */
                enter_sub(I, code, pc, count);
                if (VM_COSTED && count) CHARGE(TIMING_SUB_PARAMS, 1);
                pc += (int64_t)count * 3;
                /* at the SUB's line when statements follow on it; else still
                   at the CALL's (the ROM: ENDSUB traced there) */
                if (code[pc] == OP_STMT && program_line_of(&I->program, (int)pc) == line)
                    I->current_line = line;
                NEXT;
            }
            OPCASE(SUB_END)
                : /* outside a subprogram, END SUB is END (the ROM) */
                  OPCASE(END) : {
            end_statement:; /* (DESTROY ALL in a user function: as END) */
                Frame *fn = innermost_call(I);
                bool typed = typed_code(I, code, pc);
                /* (END, END SUB or DESTROY ALL: a function's body that runs into
                   END SUB returns, in a subprogram or not: the ROM,
                   subprograms/fn_body_runs_into_end_sub) */
                bool ends = code[pc - 1] == OP_END || code[pc - 1] == OP_SUB_END ||
                            code[pc - 1] == OP_DESTROY_ALL;
                if (fn && fn->kind == FRAME_FN && fn->caller_gone && (typed || ends))
                    return fn_caller_gone(I, fn); /* END, STOP typed, the program's END */
                if (fn && fn->kind == FRAME_FN && (typed ? typed_end_returns(I, fn) : ends)) {
                    /* a user function left pending returns, its value as it
                       stands (the ROM): at the program's END (or its last
                       line's end), when an error's ON ERROR GOTO left it; typed
                       while the program is suspended in it, the program stays
                       suspended in its caller, which CONT goes on with. END
                       typed at the prompt otherwise ends */
                    truncate_frames(I, (int)(fn - I->frames) + 1); /* GOSUBs since: gone */
                    RETURN_FROM_FN(fn, true);
                    if (typed) STOP_AT_NEXT_STATEMENT(); /* the caller's statement ends first */
                    NEXT;
                }
            }
            if (in_frame(I, FRAME_SUB)) { /* END in a subprogram ends the subprogram */
                bool typed = typed_code(I, code, pc);
                if (!typed && (I->trace & TRACE_FLOW)) /* END and STOP too (the ROM) */
                    trace_event(I, I->current_line, "ENDSUB");
                const Frame *called = innermost_sub(I);
                if (called->resumes_suspended) { /* back where the program stood */
                    int64_t back = called->suspended_pc;
                    int depth = called->suspended_depth, sdepth = called->suspended_sdepth;
                    (void)return_from_sub(I);
                    I->code_moved = false; /* (resumed afresh) */
                    return resume_suspended(I, back, depth, sdepth);
                }
                bool typed_caller = called->line == 0; /* (a typed line's current line) */
                pc = return_from_sub(I);
                FOLLOW_MOVED_CODE(); /* (back in another file) */
                /* typed while the program is suspended in it: back in the caller,
                   which CONT goes on with; the rest of the line is not run (the ROM).
                   A caller that was a typed line is over: nothing is suspended
                   then (CONT runs the program from its start) */
                if (typed && typed_caller) {
                    vm_flush_display(I);
                    I->suspended = false;
                    return RUN_END;
                }
                if (typed) return suspend(I, pc, sp);
                POLL(pc);
                NEXT;
            }
            __attribute__((fallthrough));
            OPCASE(END_ALL) : vm_flush_display(I);
            vm_unwind(I, 0);
            files_close_all(&I->files); /* (END and STOP close the channels: the ROM) */
            I->suspended = false;
            forget_loops_and_data(I); /* typed while paused too */
            /* typed, it ends the program and the typed line goes on (the ROM:
               END @ DISP "X" shows X) */
            if (typed_code(I, code, pc)) NEXT;
            return RUN_END;
            OPCASE(PAUSE) : return pause_run(I, pc, sp);
            OPCASE(SHOW_NUM) : {
                char buf[FORMAT_MAX + 1];
                I->res = *sp;
                Num a = *sp--;
                size_t n = 0;
                if (!num_is_negative(a)) buf[n++] = ' '; /* the sign position */
                n += format_number(a, I->format, buf + n);
                vm_flush_display(I);
                vm_display_line(I, buf, n);
                NEXT;
            }
            OPCASE(SHOW_STR) : {
                StrBuf *b = &I->sstack[--I->ssp];
                vm_flush_display(I);
                vm_display_line(I, chars(b), (size_t)b->len);
                NEXT;
            }
            OPCASE(END_KEYBOARD) : {
                int held = __builtin_expect(I->held_eval.count > 0, 0) ? held_index(I, code) : -1;
                if (held < 0) {
                    if (sp_out) *sp_out = sp;
                    if (!I->eval_depth) vm_flush_display(I); /* VAL's text leaves the line open */
                    return RUN_KEYBOARD;
                }
                /* the held text evaluated (CONT finished its function): on
                   with its statement, or with the held text it is in */
                const Word *to;
                const int32_t *to_ahead;
                pc = held_eval_end(I, held, &to, &to_ahead);
                code = to;
                if (VM_COSTED) {
                    ahead = code == I->program.code.code ? program_ahead(I) : to_ahead;
                    I->op_code = code;
                    I->op_ahead = ahead;
                }
                NEXT;
            }
            OPCASE(NO_LINE) : vm_throw(I, HP71_E_LINE_NOT_FOUND);
            OPCASE(NO_FN)
                : /* (FN_CALL answers a missing function before its frame) */
                  vm_throw(I, HP71_E_FN_NOT_FOUND);
            OPCASE(NO_SUB)
                : /* likewise: the caller's environment and ON ERROR again */
                  if (I->nframes > 0 && I->frames[I->nframes - 1].kind == FRAME_SUB) drop_frame(I);
            vm_throw(I, HP71_E_SUB_NOT_FOUND);
            OPCASE(XFN) : vm_throw(I, HP71_E_XFN_NOT_FOUND);
            OPCASE(NOT_EMULATED) : vm_throw(I, HP71_E_NOT_EMULATED);
            OPCASE(CHANNEL) : sp = channel_begin(I, code + pc, sp);
            pc += 3;
            NEXT;
            OPCASE(CHANNEL_RECORD) : sp = channel_record(I, code + pc, sp);
            pc += 2;
            NEXT;
            OPCASE(CHANNEL_END) : channel_end(I);
            NEXT;
            OPCASE(PRINT_CHANNEL) : sp = print_channel(I, code[pc++] != 0, sp);
            NEXT;
            OPCASE(PRINT_CHANNEL_ARRAY) : print_channel_array(I, (int)code[pc], (int)code[pc + 1]);
            pc += 2;
            NEXT;
            OPCASE(CREATE_NAME) : create_name(I);
            NEXT;
            OPCASE(CREATE_DATA) : sp = create_data(I, code + pc, sp);
            pc += 2;
            NEXT;
            OPCASE(STACK_ROOM) : stack_room(I, (int)(sp - empty), I->ssp, 0);
            NEXT_QUIET;
            OPCASE(POKE) : {
                const StrBuf *data = &I->sstack[I->ssp - 1], *at = &I->sstack[I->ssp - 2];
                int64_t ram;
                Hp71Error e = poke(I, at, data, &ram);
                if (VM_COSTED) { /* (a nibble into RAM is quicker than one into the ROM) */
                    CHARGE(TIMING_ADDRESS_DIGIT, at->len);
                    CHARGE(TIMING_POKE_NIBBLE, data->len - ram);
                    CHARGE(TIMING_POKE_RAM, ram > 0);
                    CHARGE(TIMING_POKE_WRITE, ram);
                }
                if (e) vm_throw(I, e);
                I->ssp -= 2;
                NEXT;
            }
            OPCASE(PORT_STMT) : port_statement(I, code[pc++], *sp--);
            NEXT;
            OPCASE(SHOW_PORT) : {
                char line[16];
                int n = show_port_line(I, code[pc++], line);
                if (VM_COSTED) CHARGE(TIMING_LITERAL_CHAR, n);
                sset(I, spush(I), line, n);
                NEXT;
            }
            OPCASE(ASSIGN) : {
                Num port = code[pc] == ASSIGN_PORT ? *sp-- : num_from_int(0);
                Hp71Error e = assign_answer(I, code + pc, *sp--, port);
                if (e) vm_throw(I, e);
                pc += 3;
                NEXT;
            }
            OPCASE(FILE_ABSENT) : {
                Hp71Error e = file_absent(I, code[pc], code[pc + 1], code[pc + 2]);
                if (e) vm_throw(I, e);
                pc += 3; /* (CAT of a module FREE PORT made independent: its catalog) */
                NEXT;
            }
            OPCASE(FILE_NAMED) : vm_throw(I, file_named(I, code + pc));
            OPCASE(CHAIN) : {
                int r = chain(I, code + pc);
                FOLLOW_MOVED_CODE(); /* (typed: the files changed under it) */
                if (sp_out) *sp_out = sp;
                return (RunEnd)r;
            }
            OPCASE(FILE_MERGE) : {
                int r = commands_merge(I, (const StrConst *)(intptr_t)code[pc], (int)code[pc + 1],
                                       (int)code[pc + 2]);
                pc += 3;
                if (r >= 0) {
                    if (sp_out) *sp_out = sp;
                    return (RunEnd)r;
                }
                FOLLOW_MOVED_CODE(); /* (typed: the line goes on in the program merged) */
                NEXT;
            }
            OPCASE(FILE_COPY) : {
                file_copy(I, (Keyword)code[pc], (const StrConst *)(intptr_t)code[pc + 1],
                          (const StrConst *)(intptr_t)code[pc + 2]);
                pc += 3;
                NEXT;
            }
            OPCASE(FILE_TRANSFORM) : {
                commands_transform(I, (const StrConst *)(intptr_t)code[pc], (Keyword)code[pc + 1],
                                   (const StrConst *)(intptr_t)code[pc + 2]);
                pc += 3;
                FOLLOW_MOVED_CODE(); /* (typed: the line goes on in the new workfile's code) */
                NEXT;
            }
            OPCASE(NAME_FILE) : {
                const StrConst *s = (const StrConst *)(intptr_t)code[pc++];
                Hp71Error e;
                if (s) {
                    e = commands_name(I, s->s, s->len);
                } else { /* NAME A$: its value */
                    const StrBuf *v = &I->sstack[--I->ssp];
                    e = commands_name(I, chars(v), v->len);
                }
                if (e) vm_throw(I, e);
                NEXT;
            }
            OPCASE(PORT_FILE) : { /* PURGE's missing device or file is a warning (ROM) */
                Hp71Error e = commands_port_free(*sp, I->ports_freed) /* RAM with no file */
                                  ? HP71_E_FILE_NOT_FOUND
                                  : commands_port_error(*sp);
                sp--;
                if (e == HP71_E_FILE_NOT_FOUND && code[pc] == KW_CAT && !code[pc + 1]) {
                    /* CAT :PORT(A) of a module made independent RAM: its
                       catalog's heading (no file), as CAT :PORT(0) */
                    vm_display_line(I, COMMANDS_CATALOG_HEADING, strlen(COMMANDS_CATALOG_HEADING));
                    pc += 2;
                    NEXT;
                }
                /* (EDIT and CREATE of a file in a module made independent
                   RAM: the file made there is not emulated) */
                if (e == HP71_E_FILE_NOT_FOUND && (code[pc] == KW_EDIT || code[pc] == KW_CREATE))
                    e = HP71_E_NOT_EMULATED;
                if (e != HP71_E_INVALID_ARG && !code[pc + 1] && code[pc] != KW_CAT)
                    e = HP71_E_INVALID_FILESPEC;
                /* (TRANSFORM works in RAM: a port the machine has is no place
                   for it, the ROM) */
                if (e == HP71_E_DEVICE_NOT_FOUND && code[pc] == KW_TRANSFORM)
                    e = HP71_E_INVALID_FILESPEC;
                if ((e == HP71_E_DEVICE_NOT_FOUND || e == HP71_E_FILE_NOT_FOUND) &&
                    code[pc] == KW_CHAIN) { /* (no file there: CHAIN's run is over) */
                    int r = commands_chain_absent(I, e);
                    if (sp_out) *sp_out = sp;
                    return (RunEnd)r;
                }
                if (code[pc] == KW_CALL) vm_trace_call_in(I); /* (first, the ROM) */
                if ((e != HP71_E_DEVICE_NOT_FOUND && e != HP71_E_FILE_NOT_FOUND) ||
                    code[pc] != KW_PURGE)
                    vm_throw(I, e);
                vm_report(I, e, true);
                pc += 2;
                NEXT;
            }
            OPCASE(PORT_CHECK) : {
                Hp71Error e = commands_port_error(*sp);
                if (!code[pc++]) sp--; /* (CREATE's stays for CREATE_DATA) */
                if (e == HP71_E_INVALID_ARG) vm_throw(I, e);
                NEXT;
            }
            OPCASE(COMMAND) : {
                int r = commands_statement(I, code + pc, pc + 7);
                pc += 7;
                FOLLOW_MOVED_CODE(); /* (EDIT name, PURGE typed: the line goes on there) */
                if (r >= 0) {
                    if (sp_out) *sp_out = sp;
                    return (RunEnd)r;
                }
                NEXT;
            }
        case OP_COUNT: break;
        }
        vm_throw(I, HP71_E_SYNTAX);
    }
}

#undef OPCASE
#undef FOLLOW_MOVED_CODE
#undef NEXT
#undef NEXT_QUIET
#undef ENTER
#undef DISPATCHED
#undef STOP_AT_NEXT_STATEMENT
