/* Unit tests of tokenizer.c and of the listing compiler.c writes. The
 * expected listings were checked on the real ROM (tests/model/list). */
#include <criterion/criterion.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "compiler.h"
#include "tokenizer.h"

static TokenList toks;

/* The listing of a program line, or its error's text. */
static const char *listed(const char *text) {
    static char out[TOKENIZER_MAX_LINE * 2];
    cr_assert_eq(tokenize_line(text, strlen(text), &toks), HP71_E_NONE, "tokenize %s", text);
    Chunk c = {0};
    Hp71Error e = compiler_line(&toks, COMPILE_PROGRAM, &c, out, sizeof out, NULL);
    chunk_free(&c);
    if (e) strcpy(out, errors_text(e));
    return out;
}

Test(tokenizer, keywords_are_case_insensitive) {
    cr_assert_str_eq(listed("if s>9 or s<1 then 50"), "IF S>9 OR S<1 THEN 50");
    cr_assert_str_eq(listed("Disp STR$(b(k))"), "DISP STR$(B(K))");
}

Test(tokenizer, canonical_spacing) {
    cr_assert_str_eq(listed("F$ = F$ & \" (\" & STR$(F) & \")\" @ DISP F$"),
                     "F$=F$&\" (\"&STR$(F)&\")\" @ DISP F$");
    cr_assert_str_eq(listed("FOR K=1 TO S @ NEXT K"), "FOR K=1 TO S @ NEXT K");
    cr_assert_str_eq(listed("W=TIME-W @ IF W<0 THEN W=W+86400"),
                     "W=TIME-W @ IF W<0 THEN W=W+86400");
    cr_assert_str_eq(listed("A=NOT B"), "A=NOT B");
    cr_assert_str_eq(listed("IF A<=B THEN 10"), "IF A<=B THEN 10");
    cr_assert_str_eq(listed("IF A=<B THEN 10"), "IF A<=B THEN 10");
}

/* the ROM takes a backslash outside a string or a remark for DIV
   (tests/model/listing/backslash_lists_as_div) */
Test(tokenizer, backslash_is_div) {
    cr_assert_str_eq(listed("X=17\\5 @ DISP 7 \\ 2;\"A\\B\" ! a\\b"),
                     "X=17 DIV 5 @ DISP 7 DIV 2;\"A\\B\" ! a\\b");
    cr_assert_str_eq(listed("Y=X\\"), "Invalid Expr");
}

/* A backslash where a file's name goes is DIV's operator, no name: refused
 * as another operator there is (RUN *X, LIST *X), the name never read
 * (fuzz_line found RUN\\UX read a name that bare_label had not written,
 * stop 95; the ROM's answers: listing/backslash_where_a_file_goes). */
Test(tokenizer, backslash_is_no_file_name) {
    cr_assert_str_eq(listed("RUN \\UX"), "Excess Chars");
    cr_assert_str_eq(listed("RUN\\UX\xa0\x01\x04"), "Excess Chars");
    cr_assert_str_eq(listed("PURGE \\X"), "Invalid Filespec");
    cr_assert_str_eq(listed("CAT \\X"), "Invalid Filespec");
    cr_assert_str_eq(listed("LIST \\X"), "Invalid Parm");
    cr_assert_str_eq(listed("RUN DIV"), "RUN DIV");
}

Test(tokenizer, listing_is_stable) {
    const char *lines[] = {"DESTROY ALL @ DELAY 0", "INPUT \"Board size 1-9: \";S",
                           "IF B(T)=C OR ABS(B(T)-C)=R-T THEN 110 ELSE 140",
                           "X=1 ! a remark, kept as typed", "REM  spaced remark"};
    for (size_t i = 0; i < sizeof lines / sizeof *lines; i++) {
        char once[512];
        strcpy(once, listed(lines[i]));
        cr_assert_str_eq(listed(once), once);
    }
}

Test(tokenizer, strings_and_remarks) {
    cr_assert_eq(tokenize_line("A$='it''s'", 10, &toks), HP71_E_NONE);
    cr_assert_eq(toks.tok[2].kind, TOK_STRING);
    cr_assert_eq(toks.tok[2].quote, '\'');
    cr_assert_str_eq(listed("DISP 'a \"q\"'"), "DISP 'a \"q\"'");
    cr_assert_str_eq(listed("X=1 !done @ not a statement"), "X=1 ! done @ not a statement");
    cr_assert_str_eq(listed("DISP \"open"), "Invalid Expr");
}

Test(tokenizer, variables_and_numbers) {
    cr_assert_eq(tokenize_line("A1=.5E3+B", 9, &toks), HP71_E_NONE);
    cr_assert_eq(toks.tok[0].kind, TOK_NUM_VAR);
    cr_assert_eq(toks.tok[0].id, variable_slot('A', 1));
    cr_assert_eq(toks.tok[2].kind, TOK_NUMBER);
    cr_assert_eq(toks.tok[2].num.m, 500);
    cr_assert_str_eq(listed("X=1E12"), "X=1.E+12");
}

/* The ROM scans a keyword first, at any position; other letters are
 * one-letter variables, so an unknown word is variables in excess. */
Test(tokenizer, words_are_keywords_or_variables) {
    cr_assert_str_eq(listed("FROB 1"), "Excess Chars");
    cr_assert_str_eq(listed("X=1~2"), "Excess Chars");
    cr_assert_str_eq(listed("FORK=1TOS"), "FOR K=1 TO S");
    cr_assert_str_eq(listed("IFX>1THENPRINTX"), "IF X>1 THEN PRINT X");
    cr_assert_str_eq(listed("TOTAL=5"), "DISP TOTAL=5"); /* TOTAL is a function */
    cr_assert_str_eq(listed("X=ABS(Y)ANDZ"), "X=ABS(Y) AND Z");
    cr_assert_str_eq(listed("A1B2=3"), "Excess Chars");
    cr_assert_str_eq(listed("TRACE FLOW"), "TRACE FLOW");
    cr_assert_str_eq(listed("X=FLOW"), "Excess Chars"); /* FLOW only after TRACE */
}

/* LIST writes only the parentheses precedence needs. */
Test(tokenizer, listing_decompiles_expressions) {
    cr_assert_str_eq(listed("X=(1)+(2*3)"), "X=1+2*3");
    cr_assert_str_eq(listed("X=1-(2-3)"), "X=1-(2-3)");
    cr_assert_str_eq(listed("X=(2^3)^2"), "X=2^3^2");
    cr_assert_str_eq(listed("X=(-2)^2"), "X=(-2)^2");
    cr_assert_str_eq(listed("X=2+-3"), "X=2-3");
    cr_assert_str_eq(listed("X=A=B=C"), "X=(A=B)=C");
    cr_assert_str_eq(listed("X=NOT (X=1)"), "X=NOT (X=1)");
    cr_assert_str_eq(listed("X=1,2"), "DISP X=1,2");
    cr_assert_str_eq(listed("@"), "DISP @ DISP");
}

/* Found by fuzz_line: "0." listed as "." (not a number), and literals of
 * more than 12 digits listed as typed. */
Test(tokenizer, listing_keeps_every_literal_a_number) {
    cr_assert_str_eq(listed("X=-0. !"), "X=-0 !"); /* a zero lists as 0 (the ROM) */
    cr_assert_str_eq(listed("X=0."), "X=0");
    cr_assert_str_eq(listed("X=.77777777777777777777777209"), "X=.777777777778");
    cr_assert_str_eq(listed("X=1234567890123456"), "X=1.23456789012E+15");
    char once[512];
    strcpy(once, listed("X=0E9-94/1E20 @ DISP -49E209/-0.7777777777777777777/-0."));
    cr_assert_str_eq(listed(once), once);
}

/* Found by fuzz_line: leading zeros used up the digits LIST keeps. */
Test(tokenizer, leading_zeros_do_not_count_as_digits) {
    char once[512];
    strcpy(
        once,
        listed(
            "A$[0000000000000000000000000000000000000000000000000000000000000003961641822023494324]"
            "=\"!\""));
    cr_assert_str_eq(once, "A$[3.96164182202E+18]=\"!\"");
    cr_assert_str_eq(listed(once), once);
    cr_assert_str_eq(
        listed("X=000000000000000000000000000000000000000000000000000000000000000000.5"), "X=.5");
}

/* Found by fuzz_line: an exponent of many digits listed differently each
 * time it was listed again. */
Test(tokenizer, huge_exponents_list_the_same_every_time) {
    char once[512];
    strcpy(once, listed("DISP -49E9999999999999991-0.=7"));
    cr_assert_str_eq(listed(once), once);
}

/* Found by fuzz_line: a keyword that brings a second token (CALL and its
 * name) could fill the token list one past its end. */
Test(tokenizer, a_full_token_list_is_line_too_long) {
    static char line[4000];
    line[0] = '\0';
    for (int i = 0; i < 500; i++)
        strcat(line, "@CALL N");
    cr_assert_eq(tokenize_line(line, strlen(line), &toks), HP71_E_LINE_TOO_LONG);
}

/* The keyword index gives keyword_match's answer: for every keyword's text,
 * with letters after it, and cut short, primary and secondary alike. */
Test(tokenizer, keyword_index_matches_the_plain_search) {
    KeywordIndex x;
    keyword_index_init(&x);
    for (int k = 0; k < KW_COUNT; k++) {
        char text[40];
        const char *t = keyword_text((Keyword)k);
        int n = (int)strlen(t);
        for (int cut = 1; cut <= n + 2; cut++) {
            snprintf(text, sizeof text, "%sXYZ", t);
            for (int s = 0; s < 2; s++) {
                int m1, m2;
                int a = keyword_match(text, cut, s, &m1), b = keyword_find(&x, text, cut, s, &m2);
                cr_assert(a == b && m1 == m2, "%.*s", cut, text);
            }
        }
    }
}

/* tokens_after_group: from a '(' to the token after its matching ')'. */
Test(tokenizer, after_group) {
    const char *text = "A(B(1),(2))+C(3";
    cr_assert_eq(tokenize_line(text, strlen(text), &toks), HP71_E_NONE);
    /* 0 A, 1 (, 2 B, 3 (, 4 1, 5 ), 6 ",", 7 (, 8 2, 9 ), 10 ), 11 +, 12 C, 13 (, 14 3, 15 END */
    cr_assert_eq(toks.tok[1].id, '(');
    cr_assert_eq(tokens_after_group(&toks, 1), 11); /* the '+' */
    cr_assert_eq(toks.tok[11].id, '+');
    cr_assert_eq(tokens_after_group(&toks, 3), 6); /* the ',' */
    cr_assert_eq(toks.tok[13].id, '(');
    cr_assert_eq(tokens_after_group(&toks, 13), 15); /* no ')': the line's end */
    cr_assert_eq(toks.tok[15].kind, TOK_END);
}

/* The letters and digits typed from a token on stop at the line's end, also
 * from a remark, whose position is its '!' but whose text starts after it
 * (fuzz_line: LR 1,2,!A read one character past a line with no terminator). */
Test(tokenizer, typed_run_stops_at_the_line_end) {
    const char buf[] = "LR 1,2,!AB"; /* the line is its first 9 characters */
    cr_assert_eq(tokenize_line(buf, 9, &toks), HP71_E_NONE);
    const Token *remark = &toks.tok[toks.count - 2];
    cr_assert_eq(remark->kind, TOK_REMARK);
    cr_assert_eq(remark->len, 1);
    cr_assert_eq(tokens_typed_run(&toks, remark), 1);
    cr_assert_eq(tokens_typed_run(&toks, &toks.tok[0]), 2);              /* LR */
    cr_assert_eq(tokens_typed_run(&toks, &toks.tok[toks.count - 1]), 0); /* the end */
}

/* The offset where reading tokens [from, to) of text as an expression stops. */
static int expression_end(const char *text, int from, int to) {
    cr_assert_eq(tokenize_line(text, strlen(text), &toks), HP71_E_NONE, "tokenize %s", text);
    int count = toks.count;
    int end = compiler_expression_end(&toks, from, to);
    cr_assert_eq(toks.count, count, "the tokens are left as they were");
    return end;
}

Test(tokenizer, expression_end_is_the_fault_or_the_first_token_not_taken) {
    /* tokens of "-)5E506 @ 1": - ) 5E506 @ 1 END */
    cr_assert_eq(expression_end("-)5E506 @ 1", 0, 3), 1);  /* at the ) */
    cr_assert_eq(toks.tok[3].kind, TOK_PUNCT);             /* (the @ restored) */
    cr_assert_eq(expression_end("-5E506 5E506", 0, 3), 7); /* not the second literal */
    cr_assert_eq(expression_end("SIN(1E600", 0, 3), 9);    /* the end: the literal read */
    cr_assert_lt(expression_end("ABS 5E506", 0, 2), 4);    /* refused before the literal */
    cr_assert_eq(expression_end("X", 1, 1), INT_MAX);      /* an empty range */
}
