/* timing.c — the cost model table (see timing.h and docs/timing.md). */
#include "timing.h"

/* Microseconds per opcode on a real HP-71B (CPU at about 640 kHz). The
 * relative figures follow the work each opcode stands for in the HP-71B's
 * BASIC interpreter (a token fetch and dispatch, a variable lookup by name,
 * a 12-digit BCD operation); the overall scale is calibrated on the seed
 * listing (docs/timing.md): 5x5 in about 32 s, 8x8 in about 50 minutes. */
#define US(x) ((int32_t)(x))
const int32_t timing_op_cost[OP_COUNT] = {
    [OP_LINE] = US(3040),     /* next line: pointer walk, ATTN and trace checks */
    [OP_PUSH_NUM] = US(1010), /* decode a constant */
    [OP_PUSH_STR] = US(1170),
    /* superinstructions cost what the sequences they replace cost */
    [OP_PUSH_INT] = US(1010),
    [OP_LOAD2] = US(1480 + 1480),
    [OP_INC] = US(1480 + 1010 + 1790 + 2260),
    [OP_LOAD_ELEM_V] = US(1480 + 3740),
    [OP_JUMP_CMP_VV] = US(1480 + 1480 + 1720 + 700),
    [OP_ADD_V] = US(1480 + 1790),
    [OP_SUB_V] = US(1480 + 1790),
    [OP_MUL_V] = US(1480 + 3510),
    [OP_EQ_V] = US(1480 + 1720),
    [OP_ABS] = US(3120),
    [OP_JUMP_NOR] = US(940 + 700),
    [OP_EQ_EV] = US(1480 + 3740 + 1480 + 1720),
    [OP_SUB_EV] = US(1480 + 3740 + 1480 + 1790),
    [OP_SUB_VV] = US(1480 + 1480 + 1790),
    [OP_LOAD] = US(1480),      /* variable search by name */
    [OP_STORE] = US(2260),     /* search, type check, round */
    [OP_LOAD_ELEM] = US(3740), /* search, subscript check, index */
    [OP_STORE_ELEM] = US(4210),
    [OP_ARG_SET] = US(780),
    [OP_JUMP_IF_EXISTS] = US(230),
    [OP_CHECK_ELEM] = US(0), /* part of the store's cost */
    [OP_LOAD_STR] = US(1950),
    [OP_LOAD_STR_ELEM] = US(3900),
    [OP_STORE_STR] = US(3120),
    [OP_SUBSTR] = US(2340),
    [OP_ADD] = US(1790), /* BCD add and normalise */
    [OP_SUB] = US(1790),
    [OP_MUL] = US(3510),
    [OP_DIV] = US(5850),
    [OP_INT_DIV] = US(6240),
    [OP_PERCENT] = US(9360),
    [OP_POW] = US(31200),
    [OP_NEG] = US(470),
    [OP_EQ] = US(1720),
    [OP_NE] = US(1720),
    [OP_LT] = US(1720),
    [OP_GT] = US(1720),
    [OP_LE] = US(1720),
    [OP_GE] = US(1720),
    [OP_LG] = US(1720),
    [OP_UNORD] = US(1720),
    [OP_REL] = US(1720),
    [OP_STR_CMP] = US(2340),
    [OP_AND] = US(940),
    [OP_OR] = US(940),
    [OP_EXOR] = US(940),
    [OP_NOT] = US(620),
    [OP_CONCAT] = US(3510),
    [OP_FUNC] = US(3120),     /* ABS, IP ...; transcendental ones cost more below */
    [OP_STR_FUNC] = US(7020), /* STR$ formats a number */
    [OP_JUMP] = US(2030),     /* line search for GOTO/THEN */
    [OP_GOTO] = US(2030),
    [OP_GOTO_KEYBOARD] = US(2030),
    [OP_COMMAND] = US(2030),
    [OP_END_ALL] = US(2030),
    [OP_JUMP_FALSE] = US(700),
    [OP_JUMP_CMP] = US(1720 + 700), /* a comparison and the JUMP_FALSE it fuses */
    [OP_GOSUB] = US(3120),
    [OP_RETURN] = US(2340),
    [OP_POP] = US(1560),
    [OP_ON] = US(2730),
    [OP_ON_ERROR] = US(1560),
    [OP_FOR] = US(5460),
    [OP_NEXT] = US(4680),
    [OP_DISP_NUM] = US(7020), /* format a number for the display */
    [OP_DISP_STR] = US(1560),
    [OP_DISP_COMMA] = US(780),
    [OP_DISP_TAB] = US(780),
    [OP_DISP_END] = US(780), /* plus timing_display_us when the line is shown */
    [OP_INPUT] = US(3900),
    [OP_INPUT_NUM] = US(780),
    [OP_INPUT_STR] = US(780),
    [OP_INPUT_END] = US(0),
    [OP_READ_NUM] = US(3120),
    [OP_READ_STR] = US(3120),
    [OP_DATA_ITEM] = US(230),
    [OP_RESTORE] = US(2340),
    [OP_DECLARE] = US(7020),
    [OP_DECLARE_STR] = US(7020),
    [OP_STAT] = US(7020),
    [OP_STAT_ADD] = US(31200), /* a few BCD operations per variable */
    [OP_CLSTAT] = US(4680),
    [OP_LR] = US(31200),
    [OP_OPTION_BASE] = US(1170),
    [OP_ANGLE_MODE] = US(1170),
    [OP_ROUND_MODE] = US(1170),
    [OP_DISPLAY_MODE] = US(1170),
    [OP_DESTROY_ALL] = US(4680),
    [OP_DESTROY] = US(2340),
    [OP_DELAY] = US(1170),
    [OP_WAIT] = US(1170),
    [OP_WIDTH] = US(1170),
    [OP_PRINT_BEGIN] = US(100),
    [OP_BEEP] = US(1560),
    [OP_SETTIME] = US(2340),
    [OP_SETDATE] = US(2340),
    [OP_RANDOMIZE] = US(2340),
    [OP_TRACE] = US(1170),
    [OP_FN_CALL] = US(4680),
    [OP_FN_ENTER] = US(2340),
    [OP_PARAM] = US(1170),
    [OP_FN_RETURN] = US(2340),
    [OP_FN_SET] = US(1950),
    [OP_FN_END] = US(2340),
    [OP_ARG_REF] = US(1560),
    [OP_ARG_NUM] = US(1170),
    [OP_ARG_STR] = US(1560),
    [OP_CALL] = US(11700), /* find the subprogram, build its environment */
    [OP_SUB_ENTER] = US(3900),
    [OP_SUB_END] = US(6240),
    [OP_END] = US(1560),
    [OP_PAUSE] = US(1560),
    [OP_SHOW_NUM] = US(7020),
    [OP_SHOW_STR] = US(1560),
    [OP_END_KEYBOARD] = US(0),
    [OP_NO_LINE] = US(0),
    [OP_NO_FN] = US(0),
    [OP_NO_SUB] = US(0),
};

int32_t timing_op_us(Opcode op) {
    return op < OP_COUNT ? timing_op_cost[op] : 0;
}

/* Sending a line to the LCD driver: a fixed part and a part per character. */
int64_t timing_display_us(int len) {
    return 20000 + (int64_t)len * 470;
}
