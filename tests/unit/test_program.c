/* Unit tests of program.c: the program store and the linker. */
#include <criterion/criterion.h>
#include <string.h>

#include "commands.h"
#include "compiler.h"
#include "program.h"

/* Compiles text in mode into *c, asserting that it compiles. */
static void compiled(const char *text, CompileMode mode, Chunk *c) {
    static TokenList t;
    cr_assert_eq(tokenize_line(text, strlen(text), &t), HP71_E_NONE);
    cr_assert_eq(compiler_line(&t, mode, c, NULL, 0, NULL), HP71_E_NONE);
}

static void put(Program *p, int number, const char *text) {
    Chunk c = {0};
    compiled(text, COMPILE_PROGRAM, &c);
    program_put(p, number, text, &c, 8);
    cr_assert_eq(c.len, 0);
    chunk_free(&c);
}

Test(program, lines_kept_in_order_and_replaced) {
    Program p;
    program_init(&p);
    put(&p, 30, "X=3");
    put(&p, 10, "X=1");
    put(&p, 20, "X=2");
    put(&p, 10, "X=10");
    cr_assert_eq(p.count, 3);
    cr_assert_eq(p.lines[0].number, 10);
    cr_assert_str_eq(p.lines[0].text, "X=10");
    cr_assert_eq(p.lines[2].number, 30);
    cr_assert(program_delete(&p, 20));
    cr_assert(!program_delete(&p, 20));
    cr_assert_eq(p.count, 2);
    put(&p, 40, "X=4");
    cr_assert_eq(program_delete_range(&p, 11, 40), 2);
    cr_assert_eq(p.count, 1);
    program_free(&p);
}

/* A line copied into another program (COPY, MERGE) owns its label and SUB
   names: its fixups once named the original line's strings, so that after
   2 GOTO A, COPY TO B, MERGE B linking read line 2's freed name (found by
   fuzz_program: tests/fuzz/regressions/program-merge-of-a-copy-label-name-freed) */
Test(program, copied_lines_own_their_names) {
    Program a, b;
    program_init(&a);
    program_init(&b);
    put(&a, 2, "GOTO A");
    put(&a, 3, "CALL S");
    program_copy_lines(&b, &a, 0, 9999);
    const Chunk *from = &a.lines[0].code, *to = &b.lines[0].code;
    cr_assert_eq(to->nfixups, from->nfixups);
    int named = 0;
    for (int k = 0; k < to->nfixups; k++) {
        if (!to->fixups[k].name) continue;
        named++;
        cr_assert_str_eq(to->fixups[k].name, "A");
        bool own = false;
        for (int i = 0; i < to->nstrs; i++)
            own = own || to->fixups[k].name == to->strs[i]->s;
        cr_assert(own);
    }
    cr_assert_eq(named, 1);
    put(&a, 2, "X=1"); /* (frees the line copied from) */
    cr_assert_str_eq(b.lines[0].code.fixups[0].name, "A");
    program_free(&a);
    program_free(&b);
}

Test(program, link_resolves_line_targets) {
    Program p;
    program_init(&p);
    put(&p, 10, "GOTO 30");
    put(&p, 20, "GOTO 99");
    put(&p, 30, "END");
    program_link(&p);
    int pc10 = program_line_pc(&p, 10), pc30 = program_line_pc(&p, 30);
    cr_assert_eq(p.code.code[pc10], OP_LINE);
    /* LINE's operand: where it is and its number, stored as one word */
    LineMark mark = {.word = p.code.code[pc10 + 1]};
    cr_assert_eq(mark.at.pc, pc10);
    cr_assert_eq(mark.at.line, 10);
    cr_assert_eq(p.code.code[pc10 + 2], OP_GOTO); /* a GOTO: the traced jump */
    cr_assert_eq(p.code.code[pc10 + 3], pc30);
    int pc20 = program_line_pc(&p, 20);
    cr_assert_eq(p.code.code[pc20 + 3], p.no_line_pc);
    cr_assert_eq(program_line_pc(&p, 15), -1);
    program_free(&p);
}

/* A line is reached only from its own environment, and a SUB's own line
 * from none; keyboard code takes the environment it is linked in. */
Test(program, lines_reached_in_their_environment) {
    Program p;
    program_init(&p);
    put(&p, 10, "CALL S");
    put(&p, 20, "GOTO 300");
    put(&p, 300, "SUB S");
    put(&p, 310, "GOTO 320");
    put(&p, 320, "END SUB");
    program_link(&p);
    int pc10 = program_line_pc(&p, 10), pc300 = program_line_pc(&p, 300),
        pc310 = program_line_pc(&p, 310), pc320 = program_line_pc(&p, 320);
    cr_assert(program_line_reachable(&p, pc10, pc10));
    cr_assert(!program_line_reachable(&p, pc320, pc10));
    cr_assert(program_line_reachable(&p, pc320, pc310));
    cr_assert(!program_line_reachable(&p, pc300, pc310)); /* the SUB's own line */
    cr_assert(!program_line_reachable(&p, pc300, pc10));
    cr_assert_eq(p.code.code[program_line_pc(&p, 20) + 3], p.no_line_pc);
    Chunk k = {0};
    compiled("GOTO 320", COMPILE_KEYBOARD, &k);
    int at = program_link_keyboard(&p, &k, -1); /* at the prompt: the main program's */
    cr_assert(!program_line_reachable(&p, pc320, at));
    at = program_link_keyboard(&p, &k, pc310); /* suspended in S: the SUB's */
    cr_assert(program_line_reachable(&p, pc320, at));
    cr_assert(!program_line_reachable(&p, pc10, at));
    chunk_free(&k);
    program_free(&p);
}

Test(program, for_exit_is_after_matching_next) {
    Program p;
    program_init(&p);
    put(&p, 10, "FOR I=1 TO 0");
    put(&p, 20, "NEXT J");
    put(&p, 30, "NEXT I");
    put(&p, 40, "END");
    program_link(&p);
    int pc10 = program_line_pc(&p, 10), pc40 = program_line_pc(&p, 40);
    int i = pc10 + 2;
    while (p.code.code[i] != OP_FOR)
        i += 1 + chunk_operands((Opcode)p.code.code[i]);
    cr_assert_eq(p.code.code[i + 2], pc40);
    program_free(&p);
}

#include "peephole.h"

/* The peephole pass fuses the seed listing's hot lines into superinstructions
 * (with fast paths on) and keeps the line's jump targets right. */
Test(program, peephole_fuses_the_hot_lines) {
    Chunk c = {0};
    compiled("T=T+1 @ IF T>=R THEN 160", COMPILE_PROGRAM, &c);
    peephole_chunk(&c);
    if (HP71_FAST_PATHS) {
        cr_assert_eq(c.code[0], OP_INC_THEN); /* an INC that runs the two after it */
        cr_assert_eq(c.code[3], OP_STMT);     /* the IF: where CONT resumes after an error */
        cr_assert_eq(c.code[4], OP_JUMP_CMP_VV);
        cr_assert_eq(c.len, 9);
        cr_assert_eq(c.fixups[c.nfixups - 1].at, 8); /* the line-number operand moved along */
    }
    chunk_free(&c);
}

/* INC_THEN only where STMT and JUMP_CMP_VV follow the INC: INC elsewhere. */
Test(program, peephole_inc_then_only_before_a_comparison_jump) {
    static const char *const lines[] = {"N=N+1", "T=T+1 @ DISP T", "T=T+1 @ IF T THEN 160",
                                        "T=T+1 @ IF T>=R+1 THEN 160"};
    for (size_t i = 0; i < sizeof lines / sizeof *lines; i++) {
        Chunk c = {0};
        compiled(lines[i], COMPILE_PROGRAM, &c);
        peephole_chunk(&c);
        if (HP71_FAST_PATHS) cr_assert_eq(c.code[0], OP_INC, "%s", lines[i]);
        chunk_free(&c);
    }
}

/* The seed listing's condition B(T)=C OR ABS(B(T)-C)=R-T: EQ_SUB_EV with
 * the ABS after it, and SUB_VV with the EQ_JUMP_NOR after it, each one
 * dispatch that keeps the words of the two it stands for (so the costed
 * loops and a fast path's failure run them one by one). */
Test(program, peephole_fuses_the_condition_of_the_hot_line) {
    Chunk c = {0};
    compiled("IF B(T)=C OR ABS(B(T)-C)=R-T THEN 110 ELSE 140", COMPILE_PROGRAM, &c);
    peephole_chunk(&c);
    if (HP71_FAST_PATHS) {
        cr_assert_eq(c.code[0], OP_EQ_SUB_ABS_EV);
        cr_assert_eq(c.code[4], OP_ABS);
        cr_assert_eq(c.code[5], OP_SUB_VV_EQ_NOR);
        cr_assert_eq(c.code[8], OP_EQ_JUMP_NOR);
    }
    chunk_free(&c);
    /* without the ABS, or with another operation after the difference: the
       single superinstructions */
    compiled("IF B(T)=C OR B(T)-C=R-T+1 THEN 110", COMPILE_PROGRAM, &c);
    peephole_chunk(&c);
    if (HP71_FAST_PATHS) {
        cr_assert_eq(c.code[0], OP_EQ_SUB_EV);
        cr_assert_eq(c.code[4], OP_SUB_VV);
    }
    chunk_free(&c);
}

/* program_link makes the LINE before INC_THEN or EQ_SUB_ABS_EV one
 * superinstruction with it, keeping the words; other lines keep LINE, and
 * every one of them still starts a line (chunk_is_line). */
static void put_fused(Program *p, int number, const char *text) {
    Chunk c = {0};
    compiled(text, COMPILE_PROGRAM, &c);
    peephole_chunk(&c); /* as a line is entered */
    program_put(p, number, text, &c, 8);
    chunk_free(&c);
}

Test(program, link_fuses_a_line_start_with_the_hot_superinstructions) {
    Program p;
    program_init(&p);
    put_fused(&p, 140, "T=T+1 @ IF T>=R THEN 160");
    put_fused(&p, 150, "IF B(T)=C OR ABS(B(T)-C)=R-T THEN 110 ELSE 140");
    put_fused(&p, 160, "B(R)=C @ GOTO 90");
    program_link(&p);
    const Word *code = p.code.code;
    int pc140 = program_line_pc(&p, 140), pc150 = program_line_pc(&p, 150),
        pc160 = program_line_pc(&p, 160);
    if (HP71_FAST_PATHS) {
        cr_assert_eq(code[pc140], OP_LINE_INC_THEN);
        cr_assert_eq(code[pc140 + 2], OP_INC_THEN);
        cr_assert_eq(code[pc150], OP_LINE_EQ_SUB_ABS_EV);
        cr_assert_eq(code[pc150 + 2], OP_EQ_SUB_ABS_EV);
    }
    cr_assert_eq(code[pc160], OP_LINE);
    cr_assert(chunk_is_line((Opcode)code[pc140]) && chunk_is_line((Opcode)code[pc150]));
    cr_assert_eq((LineMark){.word = code[pc150 + 1]}.at.line, 150);
    program_free(&p);
}

/* A label named by a string: a PORT device that is no port is refused (the
 * ROM: tests/model/labels/label_named_as_a_file_specifier). */
static Hp71Error label_spec(const char *s) {
    return commands_label_spec_error(s, (int)strlen(s));
}

Test(program, label_named_as_a_file_specifier) {
    const char *refused[] = {"A:PORT()",   "A:PORT(9)", "A:PORT(X)",  "A:PORT(1.5)", "A:PORT(.16)",
                             "A:PORT(05)", "A:PORTS",   "A:port(6)",  ":PORT(9)",    "A:PORT(0)X",
                             "A:PORT(.)",  "A:PORT(",   "A:PORT(9) X"};
    const char *kept[] = {"A",           "A:PORT",       "A:TAPE",     "A:PORT(0)",   "A:PORT(5.)",
                          "A:PORT(.15)", "A:PORT(0.01)", "A:PORT (9)", "A B:PORT(9)", "A:PO"};
    for (size_t i = 0; i < sizeof refused / sizeof *refused; i++)
        cr_assert_eq(label_spec(refused[i]), HP71_E_INVALID_FILESPEC, "%s", refused[i]);
    for (size_t i = 0; i < sizeof kept / sizeof *kept; i++)
        cr_assert_eq(label_spec(kept[i]), HP71_E_NONE, "%s", kept[i]);
}

/* Whether code c holds opcode op (walked opcode by opcode). */
static bool holds(const Chunk *c, Opcode op) {
    for (int pc = 0; pc < c->len; pc += 1 + chunk_operands((Opcode)c->code[pc]))
        if (c->code[pc] == op) return true;
    return false;
}

/* A simple name read before an operand that may show or raise something is
 * read late, checked before its consumer (the ROM: for an array A,
 * A+SQR(-1) is SQR(neg)); before a constant or a name alone it is read at
 * once, as is the name its consumer takes straight away. */
Test(program, names_read_late_before_operands_that_may_raise) {
    static const struct {
        const char *text;
        bool late;
    } lines[] = {
        {"X=A+SQR(-1)", true},      {"X=A*B-LOG(0)", false},   {"X=A^(B+1)", true},
        {"X=MAX(A,SQR(B))", true},  {"X=B(A,SQR(2))", true},   {"Y$=A$&STR$(B)", true},
        {"X=FNQ(A)", true},         {"BEEP A,SQR(B)", true},   {"X=A+B", false},
        {"X=A+1", false},           {"X=SQR(B)+A", false},     {"X=MAX(A,2)", false},
        {"X=(A)+SQR(B)", true},     {"X=-A+SQR(B)", false},    {"Y$=A$&\"X\"", false},
        {"X=MEAN(A+SQR(B))", true}, {"DISP A;SQR(-1)", false},
    };
    for (size_t i = 0; i < sizeof lines / sizeof lines[0]; i++) {
        Chunk c = {0};
        compiled(lines[i].text, COMPILE_PROGRAM, &c);
        cr_assert_eq(holds(&c, OP_LATE_CHECK), lines[i].late, "%s", lines[i].text);
        cr_assert_eq(holds(&c, OP_LOAD_LATE) || holds(&c, OP_LOAD_STR_LATE), lines[i].late, "%s",
                     lines[i].text);
        chunk_free(&c);
    }
}
