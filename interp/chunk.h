/*
 * chunk.h — compiled code: the opcode list and the Chunk that holds code.
 *
 * This module owns the internal form lines are compiled to: a sequence of
 * 64-bit words, each instruction an opcode word followed by its operands.
 * The opcodes are listed once, below, with their operand counts; the
 * compiler emits them, the linker (program.c) resolves their jump targets,
 * the VM (vm.c) executes them and the disassembler (disasm.c) prints them.
 * A Chunk also records fixups: operands that hold a line number or a
 * line-relative offset until the program is linked into one code array.
 */
#ifndef HP71_CHUNK_H
#define HP71_CHUNK_H

#include <stdbool.h>
#include <stdint.h>

typedef int64_t Word;

/* LINE's operand: where the LINE is in the linked program and its line
 * number, in the one word the run loop stores as it is (Interp.line_mark,
 * which holds Interp.stmt_pc and Interp.current_line in the same layout). */
typedef union LineMark {
    struct {
        int32_t pc, line;
    } at;
    Word word;
} LineMark;

/* X(name, operand words, description) — stack effects in the description. */
#define HP71_OPCODES(X)                                                                            \
    X(LINE, 1, "start of line (operand a LineMark: its pc, its number): notes both")               \
    X(LINE_INC_THEN, 1, "LINE where INC_THEN follows (program_link), one dispatch")                \
    X(LINE_EQ_SUB_ABS_EV, 1, "LINE where EQ_SUB_ABS_EV follows (program_link), one dispatch")      \
    X(PUSH_NUM, 3, "push the constant (m, e, kind)")                                               \
    X(PUSH_STR, 1, "push the string constant at pointer")                                          \
    X(PUSH_INT, 1, "push a whole number below 10^12 (PUSH_NUM, shorter)")                          \
    X(LOAD2, 2, "push numeric variables a and b (LOAD a, LOAD b)")                                 \
    X(INC, 2, "slot, k: variable slot plus k (LOAD, PUSH, ADD/SUB, STORE on one variable)")        \
    X(INC_THEN, 2, "INC where STMT and JUMP_CMP_VV follow (X=X+1 @ IF X>Y THEN n), one dispatch")  \
    X(LOAD_ELEM_V, 2, "array, index variable: push array(variable) (LOAD, LOAD_ELEM)")             \
    X(JUMP_CMP_VV, 4,                                                                              \
      "a, b, outcome mask, target: JUMP_CMP on two variables (LOAD, LOAD, JUMP_CMP)")              \
    X(ADD_V, 1, "a -> a+variable (LOAD, ADD)")                                                     \
    X(SUB_V, 1, "a -> a-variable (LOAD, SUB)")                                                     \
    X(MUL_V, 1, "a -> a*variable (LOAD, MUL)")                                                     \
    X(EQ_V, 1, "a -> a=variable (LOAD, EQ)")                                                       \
    X(ABS, 0, "a -> ABS(a) (FUNC ABS)")                                                            \
    X(EQ_EV, 3, "array, index variable, variable: push array(index)=variable")                     \
    X(SUB_EV, 3, "array, index variable, variable: push array(index)-variable")                    \
    X(EQ_SUB_EV, 3, "array, index, variable: EQ_EV then SUB_EV of the same, one element read")     \
    X(EQ_SUB_ABS_EV, 3,                                                                            \
      "EQ_SUB_EV where ABS follows (B(T)=C OR ABS(B(T)-C)...), one dispatch: the same words")      \
    X(SUB_VV, 2, "a, b: push variable a minus variable b (LOAD, LOAD, SUB)")                       \
    X(SUB_VV_EQ_NOR, 2, "SUB_VV where EQ_JUMP_NOR follows (... OR X=R-T THEN), one dispatch")      \
    X(JUMP_NOR, 1, "pop b, a; jump to target when both are 0 (OR, JUMP_FALSE)")                    \
    X(EQ_JUMP_NOR, 1, "pop b, a, c; jump to target when c and a=b are 0 (EQ, OR, JUMP_FALSE)")     \
    X(LOAD, 1, "push numeric variable slot")                                                       \
    X(LOAD_STAT_ARG, 1,                                                                            \
      "LOAD of a statistic's argument: an array pushes 0, its error the statistic's")              \
    X(LOAD_LATE, 1,                                                                                \
      "LOAD whose array error is its consumer's (LATE_CHECK): an array pushes its mark")           \
    X(STORE, 1, "pop into numeric variable slot, rounding to its type")                            \
    X(STORE_RESULT, 1, "STORE of an operation's result (an INTEGER overflows as the ROM's)")       \
    X(LOAD_ELEM, 2, "pop ndims subscripts, push element of array slot")                            \
    X(STORE_ELEM, 2, "pop value then ndims subscripts, store into array slot")                     \
    X(CHECK_ELEM, 3,                                                                               \
      "slot, ndims, kind (0 numeric, 1 + substring positions: string): check the "                 \
      "subscripts on the stack (kept) before the value is computed")                               \
    X(LOAD_STR, 1, "push string variable slot")                                                    \
    X(LOAD_STR_LATE, 1,                                                                            \
      "LOAD_STR whose array error is its consumer's (LATE_CHECK): an array pushes \"\", marked")   \
    X(LATE_CHECK, 2,                                                                               \
      "depth, flags (LATE_*): the value depth below the top, a LOAD_LATE's or LOAD_STR_LATE's, "   \
      "is an array's name: its error, where its consumer takes it")                                \
    X(LOAD_STR_ELEM, 1, "pop a subscript, push element of string array slot")                      \
    X(STORE_STR, 3, "slot, element?, substring (0 none, 1 [i], 2 [i,j]): pop and store a string")  \
    X(SUBSTR, 1, "pop i (1) or i, j (2): replace the top string by its substring")                 \
    X(ADD, 0, "a b -> a+b")                                                                        \
    X(SUB, 0, "a b -> a-b")                                                                        \
    X(MUL, 0, "a b -> a*b")                                                                        \
    X(DIV, 0, "a b -> a/b")                                                                        \
    X(INT_DIV, 0, "a b -> a DIV b (integer part of the quotient)")                                 \
    X(PERCENT, 0, "a b -> a%b = a*b/100")                                                          \
    X(POW, 0, "a b -> a^b")                                                                        \
    X(NEG, 0, "a -> -a")                                                                           \
    X(NEG_TERM, 0, "a -> -a: a-b*c is a+(-b)*c (the ROM), costing nothing of its own")             \
    X(EQ, 0, "a b -> a=b")                                                                         \
    X(NE, 0, "a b -> a#b")                                                                         \
    X(LT, 0, "a b -> a<b")                                                                         \
    X(GT, 0, "a b -> a>b")                                                                         \
    X(LE, 0, "a b -> a<=b")                                                                        \
    X(GE, 0, "a b -> a>=b")                                                                        \
    X(LG, 0, "a b -> a<>b (less or greater: false and Unordered for NaN)")                         \
    X(UNORD, 0, "a b -> a?b (true when unordered: a NaN)")                                         \
    X(REL, 1, "mask: a b -> whether a's comparison with b is in the mask (<=>, <?, =? ...)")       \
    X(STR_CMP, 1, "s t -> whether the comparison of s with t is in the mask (operand)")            \
    X(AND, 0, "a b -> a AND b")                                                                    \
    X(OR, 0, "a b -> a OR b")                                                                      \
    X(EXOR, 0, "a b -> a EXOR b")                                                                  \
    X(NOT, 0, "a -> NOT a")                                                                        \
    X(CONCAT, 0, "s t -> s&t")                                                                     \
    X(FUNC, 2, "keyword, argument count: apply a numeric-valued function")                         \
    X(STR_FUNC, 2, "keyword, argument count: apply a string-valued function")                      \
    X(JUMP, 1, "jump to target")                                                                   \
    X(GOTO, 1, "a GOTO or THEN to a line or label: jump to target (TRACE FLOW shows it)")          \
    X(GOTO_THEN, 1,                                                                                \
      "target: a THEN to a line or label, as GOTO; to a missing one after a condition that ran "   \
      "SIN, COS, ASIN or ACOS, nothing (the ROM goes on)")                                         \
    X(GOTO_ELSE, 2,                                                                                \
      "target, resume: an ELSE to a line or label, as GOTO; to a missing one, CONT resumes after " \
      "the IF")                                                                                    \
    X(JUMP_FALSE, 1, "pop a; jump to target when a is 0")                                          \
    X(JUMP_CMP, 2,                                                                                 \
      "outcome mask, target: pop b, a; jump when a's comparison with b is in the mask")            \
    X(GOTO_KEYBOARD, 1, "a GOTO typed at the keyboard: CONT runs from target; the line goes on")   \
    X(GOSUB, 1, "push a return frame, jump to target")                                             \
    X(GOTO_STR, 1,                                                                                 \
      "kind (0 GOTO, 1 GOSUB, 2 GOTO at the keyboard, 3 RESTORE): pop a label's name, go there")   \
    X(LABEL_SNIPPET, 0,                                                                            \
      "start of a target's string expression, run when ON, ON ERROR or ON TIMER takes the target") \
    X(SNIPPET_END, 0, "end of that expression: its label's name is on the string stack")           \
    X(SKIP, 1, "jump over the line's target expressions or a DEF FN to target (no emulated time)") \
    X(LABEL_LINE, 1, "a label in line n (set by the linker), at its start or within: the line")    \
    X(RETURN, 0, "return from the latest GOSUB")                                                   \
    X(POP, 0, "forget the latest GOSUB's return, if any (POP)")                                    \
    X(ON, 2,                                                                                       \
      "count, kind (0 GOTO, 1 GOSUB, 2 GOTO typed, 3 + first label's place RESTORE): pop k")       \
    X(ON_ERROR, 2, "target (-1: OFF ERROR), gosub?: set the error handler")                        \
    X(LCD_SETTING, 1, "0: pop CONTRAST's n; 1, 2: pop WINDOW's first [and last] column")           \
    X(GDISP, 0, "pop a string: the LCD's dot columns")                                             \
    X(PUT, 0, "pop a key's name: the key goes into the key buffer (KEY$ reads it)")                \
    X(STARTUP, 0, "pop a string: STARTUP's command, for a power-on that never comes")              \
    X(LOCK, 0, "pop a string: LOCK's password, for a power-on that never comes")                   \
    X(OFF, 0, "OFF: the machine turns off and on again: the run ends, a suspended one too")        \
    X(SECURE, 1, "1 SECURE, 0 UNSECURE (alone): the current file unchangeable, or again not")      \
    X(ENDLINE, 1, "ENDLINE: pop a string (operand 1) or none (0, CR LF again): ends PRINT lines")  \
    X(CLOCK_ADJUST, 1, "0: EXACT; 1: RESET; 2: RESET CLOCK (AF becomes 0)")                        \
    X(CHARSET, 0, "pop a string: the characters 128 on")                                           \
    X(FETCH_KEY, 0, "pop a key's name: its DEF KEY line is fetched for the next typed line")       \
    X(CAT_KEYS, 0, "CAT KEYS: the keys file's catalog entry, File Not Found without one")          \
    X(DEF_KEY, 1, "kind (0: unassign; ' ', ';', ':'): pop the text (kind not 0), then the key")    \
    X(ON_TIMER, 2, "target (-1: OFF TIMER), gosub?: pop the interval (ON) and the timer number")   \
    X(READ_WHOLE, 3,                                                                               \
      "slot, kind (PARAM_*), n: an array's every element read, then skip n words; else a missing " \
      "simple target made")                                                                        \
    X(STMT, 0, "a statement starts (not a line's first): where CONT resumes after an error")       \
    X(FOR_BEGIN, 1, "slot: a FOR statement starts: the loop on slot ends, its values are counted") \
    X(FOR_START, 2, "slot, result?: store a FOR's first value, left on the stack for FOR")         \
    X(FOR_LIMIT, 0, "the FOR's limit is evaluated (counted for an error in its STEP)")             \
    X(FOR_STEP_ONE, 0, "push 1, the step of a FOR without STEP (which the ROM evaluates not)")     \
    X(FOR, 2, "pop step, limit, first value; start loop on slot; exit target after its NEXT")      \
    X(NEXT, 1, "step the loop on slot")                                                            \
    X(DISP_NUM, 0, "pop a number onto the display line")                                           \
    X(DISP_STR, 0, "pop a string onto the display line")                                           \
    X(DISP_COMMA, 0, "advance the display line to the next print zone")                            \
    X(DISP_TAB, 0, "pop n: advance the display line to column n")                                  \
    X(DISP_END, 1,                                                                                 \
      "end the list: operand bit 1 shows the line (else it stays open), 2 an empty PRINT, 4 a "    \
      "DISP or PRINT with no list")                                                                \
    X(PRINT_BEGIN, 0, "the list that follows is PRINT's (PWIDTH; DISP_END returns to WIDTH)")      \
    X(USING, 3, "mode (0: the image is the string popped, 1: at line pc), pc, print: start USING") \
    X(USING_FIELD, 0, "the image to its next field, read (before the item is evaluated)")          \
    X(USING_NUM, 0, "pop a number into the image's next field (image.c)")                          \
    X(USING_STR, 0, "pop a string into the image's next field")                                    \
    X(USING_END, 0, "end DISP USING or PRINT USING: the image to its next field, the line shown")  \
    X(IMAGE, 1, "the text of an IMAGE statement (pointer); does nothing when run")                 \
    X(WIDTH, 1, "pop n: the line width of DISP (operand 0, WIDTH) or PRINT (1, PWIDTH)")           \
    X(INPUT, 3,                                                                                    \
      "show prompt (pointer or 0), read a reply of count fields, type mask (62: LINPUT, 61: "      \
      "default)")                                                                                  \
    X(INPUT_NUM, 1, "push numeric reply field k")                                                  \
    X(INPUT_STR, 1, "push string reply field k")                                                   \
    X(INPUT_FIELD, 1, "before element k's subscripts: a reply with too few fields throws")         \
    X(INPUT_END, 0, "after the stores: throw a bad reply's error under ON ERROR")                  \
    X(READ_NUM, 0, "push the next DATA item as a number")                                          \
    X(READ_STR, 0, "push the next DATA item as a string")                                          \
    X(READ_LOST, 1, "target: after a READ's store lost outside its array, the READ ends there")    \
    X(DATA_ITEM, 4, "one DATA item (m, e, kind, text pointer; kind < 0: DATA_*); skipped")         \
    X(RESTORE, 1, "move the DATA pointer to line target (-1: the first DATA)")                     \
    X(DECLARE, 3, "type, slot, ndims: pop ndims bounds, create numeric variable/array")            \
    X(DECLARE_STR, 3, "slot, ndims, has length: pop length and bounds, create string")             \
    X(STAT, 2, "slot, count: the array (sized for count popped variables) becomes STAT's")         \
    X(STAT_ADD, 2, "count, sign: pop count values; ADD (1) or DROP (-1) them (stat.c)")            \
    X(CLSTAT, 0, "clear the statistics array")                                                     \
    X(LR, 0, "pop y and x: the regression for PREDV; its intercept and slope kept")                \
    X(LR_RESULT, 1, "0 intercept, 1 slope: push the last LR's")                                    \
    X(LR_WHOLE, 2, "slot, kind (PARAM_*): pop an LR result into A(), A(,), A$(): lr_whole")        \
    X(OPTION_BASE, 0, "pop the array lower bound (0 or 1) and set it")                             \
    X(ANGLE_MODE, 1, "0 DEGREES, 1 RADIANS")                                                       \
    X(ROUND_MODE, 1, "OPTION ROUND: 0 NEAR, 1 ZERO, 2 POS, 3 NEG")                                 \
    X(DISPLAY_MODE, 1, "set STD (no pop) or pop n for FIX/SCI/ENG")                                \
    X(DESTROY_ALL, 0, "destroy every variable")                                                    \
    X(DESTROY, 2, "destroy variable: is string, slot")                                             \
    X(DELAY, 1, "pop line delay (and scroll rate when operand is 1)")                              \
    X(WAIT, 0, "pop seconds, wait")                                                                \
    X(BEEP, 1, "pop the given count (0..2) of arguments, sound the bell")                          \
    X(BEEP_SWITCH, 1, "BEEP ON (1) or BEEP OFF (0): system flag -2")                               \
    X(SETTIME, 1, "pop a time string (operand 1) or seconds, set the emulated clock")              \
    X(SETDATE, 1, "pop a date string (operand 1) or a number yyddd, set the emulated calendar")    \
    X(ADJUST, 1, "pop a time string (operand & 1) or seconds, move the clock by it (& 2: ADJABS)") \
    X(RANDOMIZE, 1, "seed RND from a popped number (operand 1) or from the clock")                 \
    X(TRACE, 1, "0 OFF, 1 FLOW, 2 VARS")                                                           \
    X(DEFAULT, 1, "DEFAULT ON, OFF or EXTEND (TrapDefault): set every trap")                       \
    X(SET_FLAG, 1,                                                                                 \
      "pop a flag number: set it (1: SFLAG), clear it (0: CFLAG), toggle it (2); or all user "     \
      "flags (SET_FLAG_ALL...)")                                                                   \
    X(FN_CALL, 2, "entry target of DEF FN, count | string mask << 8: call a user function")        \
    X(FN_ENTER, 2, "parameter count, is string: bind the parameters that follow as PARAMs")        \
    X(PARAM, 2, "kind (PARAM_*), slot: one parameter description")                                 \
    X(FN_RETURN, 1, "the FN's slot * 2 + is string: pop a one-line DEF FN's result and return")    \
    X(FN_SET, 2, "is string, slot: pop the result of a multi-line DEF FN (FNA=...)")               \
    X(FN_TARGET, 2,                                                                                \
      "is string, slot: FNA= outside FNA's own body is FN Not Found, before its value")            \
    X(FN_END, 0, "END DEF: return the result set by FN_SET")                                       \
    X(ARG_REF, 2, "kind (PARAM_*), slot: pass a variable (or array) by reference to CALL")         \
    X(ARG_ELEM, 3, "is string, slot, subscripts: pop them, pass the element by reference to CALL") \
    X(ARG_NUM, 0, "pop a number: pass it by value to CALL")                                        \
    X(ARG_STR, 0, "pop a string: pass it by value to CALL")                                        \
    X(CALL, 2, "entry target of SUB (name fixup), argument count: call a subprogram")              \
    X(PORT_FILE, 2,                                                                                \
      "keyword, named: pop a port, its file (File or Device Not Found; unnamed: Invalid "          \
      "Filespec, CAT's the port's catalog)")                                                       \
    X(PORT_CHECK, 1,                                                                               \
      "kept: pop (kept: read) a port: Invalid Arg for a number no port has (a second file's, "     \
      "CREATE's)")                                                                                 \
    X(CALL_NAME, 0, "CALL A$: the string on top, before the arguments, must be a name")            \
    X(CALL_NAMED, 1, "argument count: pop a string, call the subprogram it names")                 \
    X(CALL_FILE, 0, "CALL alone (typed): call the current file, its program run as a subprogram")  \
    X(CALL_IN, 1,                                                                                  \
      "argument count: pop a string, call the subprogram it names in the file IN named "           \
      "(OP_COMMAND before it: Interp.call_in_file)")                                               \
    X(ARG_AGAIN, 2,                                                                                \
      "n, target: the reference argument next makes its variable? drop n, go to target")           \
    X(SUB_ENTER, 1, "parameter count: a subprogram's entry; its PARAMs follow")                    \
    X(SUB_END, 0, "END SUB: return to the caller")                                                 \
    X(END, 0, "end of program (in a subprogram: its end)")                                         \
    X(END_ALL, 0, "END ALL: end of program, from within any subprogram")                           \
    X(PAUSE, 0, "suspend the program (CONT resumes after it)")                                     \
    X(SHOW_NUM, 0, "pop a number and display it (keyboard calculation)")                           \
    X(SHOW_STR, 0, "pop a string and display it (keyboard calculation)")                           \
    X(END_KEYBOARD, 0, "end of a line typed at the keyboard")                                      \
    X(NO_LINE, 0, "target of a jump to a line that does not exist: Line Not Found")                \
    X(NO_FN, 0, "target of a call to a function that is not defined")                              \
    X(NO_SUB, 0, "target of a CALL to a subprogram that does not exist")                           \
    X(XFN, 0, "a complex constant (re,im), its parts pushed: no module runs it (XFN Not Found)")   \
    X(NOT_EMULATED, 1, "keyword: a statement hp71 does not run (ERR:Not Emulated)")                \
    X(CHANNEL, 3,                                                                                  \
      "statement (FilesStatement), record given, READ's targets: pop the channel, checked")        \
    X(CHANNEL_RECORD, 2, "statement, READ's targets: pop the record given (after CHANNEL)")        \
    X(CHANNEL_END, 0, "the end of PRINT #'s items (its end mark), or of READ #'s")                 \
    X(PRINT_CHANNEL, 1, "string?: pop an item and write it to the channel (PRINT #)")              \
    X(PRINT_CHANNEL_ARRAY, 2, "slot, kind (array_marker): write every element (PRINT # A())")      \
    X(CREATE_NAME, 0, "CREATE's file named by the string on top: Invalid Filespec (it stays)")     \
    X(CREATE_DATA, 2,                                                                              \
      "name or 0, what is named (FILES_CREATE_*): pop (the length), (the records), (the port), "   \
      "(the name's value): CREATE")                                                                \
    X(POKE, 0, "pop the data, then the address: POKE (memmap.h: the flags)")                       \
    X(STACK_ROOM, 0, "deep in an expression: the values on the stack must fit the RAM")            \
    X(ASSIGN, 3,                                                                                   \
      "file kind (AssignFile), file as listed or 0, error first: pop (the file), the channel")     \
    X(FILE_ABSENT, 3, "keyword, file, error first (0: none): a file statement with no file there") \
    X(FILE_NAMED, 4, "keyword, file or 0, places pushed, error: FILE_ABSENT of popped names")      \
    X(FILE_COPY, 3, "keyword (COPY, RENAME), file or 0 (the current), new name or 0 (the same)")   \
    X(FILE_MERGE, 3, "file, first line, last line: MERGE of a BASIC file of the main RAM")         \
    X(FILE_TRANSFORM, 3, "file or 0 (the current), type, new file or 0: TRANSFORM (commands.c)")   \
    X(CHAIN, 2, "file as listed or 0 (popped), error first: CHAIN (commands_chain)")               \
    X(PORT_STMT, 1, "keyword: FREE or CLAIM PORT(p), p on the stack")                              \
    X(SHOW_PORT, 1, "k: push SHOW PORT's line k (0 to 3), a module of port 0")                     \
    X(NAME_FILE, 1, "the name as listed, or 0: popped: NAME the workfile (commands_name)")         \
    X(COMMAND, 7, "keyword, count, 4 line numbers, name: RUN, CONT, LIST ... (commands.c)")

typedef enum Opcode {
#define HP71_X_OP(name, operands, doc) OP_##name,
    HP71_OPCODES(HP71_X_OP)
#undef HP71_X_OP
        OP_COUNT
} Opcode;

/* STORE_ELEM's second operand: the number of subscripts, with STORE_CHECKED
 * when a CHECK_ELEM before the value already checked them (the same bit in
 * STORE_STR's element operand) and STORE_RESULT when the value is an
 * operation's result (as STORE_RESULT is STORE's). */
enum { STORE_NDIMS = 3, STORE_CHECKED = 4, STORE_RESULT = 8 };
/* CHECK_ELEM's second operand: the number of subscripts, with CHECK_MAKES
 * when an array that does not exist is made there (READ: the ROM makes it
 * before the item is read; an assignment's is made by its store, after the
 * value). */
enum { CHECK_MAKES = 4 };

/* The kind word of a DATA_ITEM that holds no number: a quoted string (a
 * numeric READ of it is Data Type), or text a numeric READ evaluates. */
enum { DATA_QUOTED = -1, DATA_EXPRESSION = -2 };

/* SET_FLAG's operand for SFLAG ALL and CFLAG ALL: every user flag (0 to
 * 63) set or cleared, no flag number popped. */
enum { SET_FLAG_ALL = 3, CLEAR_FLAG_ALL = 4 };

/* ADJUST's operand: its time is text ("HH:MM:SS"), not seconds; the
 * statement is ADJABS, whose move EXACT does not count. */
enum { ADJUST_TEXT = 1, ADJUST_ABS = 2 };

/* Outcomes of comparing a with b, for OP_JUMP_CMP masks. */
enum { CMP_LT = 1, CMP_EQ = 2, CMP_GT = 4, CMP_UNORDERED = 8 };
/* In an OP_JUMP_CMP mask: the jump stands for IF ... THEN line, so the cost
 * model charges the JUMP it replaces when it is taken. */
enum { CMP_DIRECT = 16 };

/* The kind operand of PARAM and ARG_REF: a string, a whole array (A() or
 * A$()), of two dimensions (A(,)). */
enum { PARAM_STRING = 1, PARAM_ARRAY = 2, PARAM_TWO_DIMS = 4 };
/* In READ_WHOLE's kind: the target is a substring (READ A$[2,3]), never a
 * whole array; the variable is only made when missing. */
enum { PARAM_SUBSTRING = 8 };
/* Takes such a kind; returns its dimensions: 0 (not an array), 1 or 2. */
static inline int chunk_param_dims(int kind) {
    return !(kind & PARAM_ARRAY) ? 0 : kind & PARAM_TWO_DIMS ? 2 : 1;
}
/* In a comparison mask: an unordered outcome raises Unordered (the
 * predicates <, >, <=, >=, <>; not =, #, ?). */
enum { CMP_SIGNAL = 32 };
#define CMP_ALL (CMP_LT | CMP_EQ | CMP_GT | CMP_UNORDERED)

/* Takes a comparison opcode (EQ, NE, LT, GT, LE, GE, LG, UNORD); returns
 * the outcomes it is true for, with CMP_SIGNAL when it signals. */
static inline int chunk_comparison_mask(Opcode op) {
    switch (op) {
    case OP_EQ: return CMP_EQ;
    case OP_NE: return CMP_LT | CMP_GT | CMP_UNORDERED;
    case OP_LT: return CMP_LT | CMP_SIGNAL;
    case OP_GT: return CMP_GT | CMP_SIGNAL;
    case OP_LE: return CMP_LT | CMP_EQ | CMP_SIGNAL;
    case OP_GE: return CMP_GT | CMP_EQ | CMP_SIGNAL;
    case OP_LG: return CMP_LT | CMP_GT | CMP_SIGNAL;
    case OP_UNORD: return CMP_UNORDERED;
    default: return 0;
    }
}

/* OP_LATE_CHECK's flags: the variable is a string one (LOAD_STR_LATE's);
 * the value is a user function's argument (the FN_CALL after the checks:
 * FN Not Found when there is no such function, else Parameter Mismatch),
 * not an operator's or a built-in function's operand (Data Type). */
enum { LATE_STRING = 1, LATE_FN_ARG = 2 };

/* In an OP_INPUT type mask: LINPUT, the whole reply into one string. */
#define INPUT_WHOLE_LINE ((Word)1 << 62)
/* In an OP_INPUT type mask: the string on top of the string stack is the
 * default reply, the edit line's first text (popped once a reply is taken). */
#define INPUT_DEFAULT_REPLY ((Word)1 << 61)

/* Takes an opcode; returns its number of operand words. */
static inline int chunk_operands(Opcode op) {
    static const unsigned char operands[OP_COUNT] = {
#define HP71_X_OPERANDS(name, operands, doc) operands,
        HP71_OPCODES(HP71_X_OPERANDS)
#undef HP71_X_OPERANDS
    };
    return operands[op];
}
/* Takes an opcode; returns its name ("JUMP_FALSE"). */
const char *chunk_opcode_name(Opcode op);

/* Takes an opcode; returns whether it starts a line: LINE, or one of the
 * LINE superinstructions program_link makes of it. */
static inline bool chunk_is_line(Opcode op) {
    return op == OP_LINE || op == OP_LINE_INC_THEN || op == OP_LINE_EQ_SUB_ABS_EV;
}

/* What ASSIGN #n TO names, OP_ASSIGN's first operand. */
typedef enum AssignFile {
    ASSIGN_CLOSE, /* TO *: the channel closes */
    ASSIGN_SPEC,  /* a file as listed (FOO:MAIN, "X"): the second operand */
    ASSIGN_VALUE, /* a string expression's value, on the string stack */
    ASSIGN_PORT,  /* a file on PORT(p) (listed, second operand), p on the stack */
} AssignFile;

/* What a fixup operand holds until linking. */
typedef enum FixupKind {
    FIXUP_LOCAL,    /* an offset inside this chunk */
    FIXUP_LINE,     /* a line number: becomes the pc of that line */
    FIXUP_FOR_EXIT, /* the exit of the FOR on slot: after the next NEXT on slot */
    FIXUP_NEXT,     /* marks a NEXT on slot (operand position; nothing to patch) */
    FIXUP_DEF_END,  /* the jump over a multi-line DEF FN: after the next END DEF */
    FIXUP_END_DEF,  /* marks an END DEF (position after it; nothing to patch) */
    FIXUP_FN_ENTRY, /* marks the entry of DEF FN slot (a string function: slot + FIXUP_STRING_FN) */
    FIXUP_FN_CALL,  /* the entry of DEF FN slot */
    FIXUP_SUB_ENTRY, /* marks the entry of SUB name */
    FIXUP_SUB_CALL,  /* the entry of SUB name */
    FIXUP_SUB_END,   /* marks an END SUB (operand position: the op; nothing to patch) */
    FIXUP_LABEL,     /* marks a label 'name': (operand position: the statement after it) */
    FIXUP_LABEL_REF, /* a label name: becomes the pc of the statement after that label */
} FixupKind;

/* Added to a slot in FIXUP_FN_* to name a string function (FNA$). */
#define FIXUP_STRING_FN 1024

typedef struct Fixup {
    int32_t at; /* index of the operand word */
    int32_t kind;
    int32_t slot;
    const char *name; /* FIXUP_SUB_*, FIXUP_LABEL*: the name (owned by the chunk) */
} Fixup;

/* A string constant; code refers to it by pointer. */
typedef struct StrConst {
    int len;
    char s[];
} StrConst;

typedef struct Chunk {
    Word *code;
    int len, cap;
    Fixup *fixups;
    int nfixups, capfixups;
    StrConst **strs;
    int nstrs, capstrs;
} Chunk;

/* Empties a chunk, keeping its buffers. */
void chunk_reset(Chunk *c);
/* Frees everything a chunk owns and zeroes it. */
void chunk_free(Chunk *c);
/* Moves what src holds into dst (whose old contents are not freed), in
 * arrays of exactly the size held (a stored program line keeps its chunk for
 * good); src is left empty with its buffers, ready for the next line. Aborts
 * the process when memory is exhausted. */
void chunk_take(Chunk *dst, Chunk *src);
/* Copies src into dst (whose old contents are not freed): its code, fixups
 * and string constants, each a new copy that dst owns, the code's words and
 * the fixups' names that pointed at src's pointing at dst's (the only
 * pointers a chunk's code and fixups hold are its own string constants).
 * Aborts the process when memory is exhausted. */
void chunk_copy(Chunk *dst, const Chunk *src);
/* Doubles the room of c's code (chunk_emit's slow path). Aborts the process
 * when memory is exhausted. */
void chunk_grow_code(Chunk *c);
/* Makes room for at least words words of code in c, in one allocation
 * (a program's link, whose size is known, copies nothing as it grows).
 * Aborts the process when memory is exhausted. */
void chunk_reserve(Chunk *c, int words);
/* Appends a word; returns its index. Aborts the process when memory is
 * exhausted (the interpreter's budget checks come before this). */
static inline int chunk_emit(Chunk *c, Word w) {
    if (c->len == c->cap) chunk_grow_code(c);
    c->code[c->len] = w;
    return c->len++;
}
/* Records a fixup on operand index at. */
void chunk_fixup(Chunk *c, int at, FixupKind kind, int slot);
/* Records a subprogram-name fixup on operand index at; name must be owned by
 * c (a chunk_string). */
void chunk_fixup_name(Chunk *c, int at, FixupKind kind, const char *name);
/* Copies text (len characters) into a new string constant owned by c;
 * returns it. */
StrConst *chunk_string(Chunk *c, const char *text, int len);

#endif
