/* timing.c — the cost model table (see timing.h and docs/timing.md). */
#include "timing.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

/* Microseconds each item takes on the genuine ROM (the oracle's CPU cycles at
 * 622,592 Hz), per charge. The block between the markers is written by
 * bench/timing/fit from the ROM's times of the bench/timing/ programs (a
 * least-squares fit, docs/timing.md); edit the fit, not the figures. */
/* fitted: begin */
#define R_ADD            3553
#define R_AND            905
#define R_ANGLE_MODE     1345
#define R_ARG_NUM        11323
#define R_ARG_REF        13841
#define R_ARG_SET        897
#define R_ARG_STR        22899
#define R_BEEP           21151
#define R_CALL           2340
#define R_CHARSET        10895
#define R_CHECK_ELEM     1299
#define R_CLOCK_ADJUST   9531
#define R_CLSTAT         5379
#define R_COMMAND        2333
#define R_CONCAT         762
#define R_CONVERT        703
#define R_DATA_ITEM      264
#define R_DATE_TEXT      12709
#define R_DECLARE        2493
#define R_DECLARE_STR    10156
#define R_DEF_KEY        1793
#define R_DELAY          1345
#define R_DESTROY        7649
#define R_DESTROY_ALL    5379
#define R_DISPLAY_MODE   1345
#define R_DISP_COMMA     897
#define R_DISP_END       287
#define R_DISP_NUM       5422
#define R_DISP_STR       5178
#define R_DISP_TAB       897
#define R_DIV            5099
#define R_DIV_DIGIT      63
#define R_END            1793
#define R_END_ALL        2333
#define R_END_KEYBOARD   17846
#define R_EQ             2127
#define R_EXOR           1080
#define R_FN_CALL        12741
#define R_FN_END         4256
#define R_FN_ENTER       4366
#define R_FN_RETURN      2767
#define R_FN_SET         3270
#define R_FOR            5663
#define R_FORMAT_DIGIT   297
#define R_FUNC           0
#define R_GDISP          26645
#define R_GE             2127
#define R_GOSUB          3514
#define R_GOTO           4242
#define R_GOTO_KEYBOARD  2333
#define R_GT             2127
#define R_IMAGE          0
#define R_INPUT          4521
#define R_INPUT_END      1
#define R_INPUT_NUM      6209
#define R_INPUT_STR      43384
#define R_INT_DIV        5211
#define R_JUMP           46793
#define R_JUMP_FALSE     1451
#define R_JUMP_IF_EXISTS 0
#define R_KEY_TAP        76002
#define R_KW_ABS         111
#define R_LCD_CHAR       4522
#define R_LCD_LINE       29940
#define R_LCD_SETTING    1793
#define R_LE             2127
#define R_LG             2127
#define R_LINE           446
#define R_LINE_ENTRY     243955
#define R_LITERAL_CHAR   149
#define R_LOAD           1398
#define R_LOAD_ELEM      2118
#define R_LOAD_STR       1650
#define R_LOAD_STR_ELEM  145107
#define R_LOG_UNIT       12680
#define R_LR             35862
#define R_LT             2127
#define R_MUL            4083
#define R_MUL_DIGIT      56
#define R_NE             2127
#define R_NEG            207
#define R_NEW_ELEMENT    801
#define R_NEXT           9089
#define R_NOT            407
#define R_NO_FN          0
#define R_NO_LINE        0
#define R_NO_SUB         0
#define R_ON             5595
#define R_ON_ERROR       1793
#define R_ON_TIMER       1793
#define R_OPTION_BASE    1345
#define R_OR             0
#define R_PARAM          1345
#define R_PAUSE          1793
#define R_PERCENT        10759
#define R_POP            1793
#define R_POW            48990
#define R_PRINT_BEGIN    10984
#define R_PROGRAM_LINE   99399
#define R_PUSH_NUM       937
#define R_PUSH_STR       0
#define R_RANDOMIZE      1019
#define R_READ_NUM       9473
#define R_READ_STR       3586
#define R_REDECLARE      5051
#define R_REL            2127
#define R_REPLY_ENTRY    182897
#define R_RESTORE        6038
#define R_RETURN         5551
#define R_ROOT_DIGIT     80
#define R_ROUND_MODE     1345
#define R_SCROLL_STEP    19552
#define R_SEARCH_BACK    3
#define R_SEARCH_FORWARD 1
#define R_SETDATE        35878
#define R_SETTIME        37600
#define R_SHIFT_TAP      18405
#define R_SHOW_NUM       8069
#define R_SHOW_STR       1793
#define R_STAT           8069
#define R_STAT_ADD       64345
#define R_STORE          3019
#define R_STORE_ELEM     2665
#define R_STORE_STR      6202
#define R_STRING_CHAR    23
#define R_STR_CMP        2489
#define R_STR_FUNC       0
#define R_SUB            3553
#define R_SUBSTR         1587
#define R_SUB_END        59633
#define R_SUB_ENTER      13266
#define R_TIMER_WAIT     10127
#define R_TRACE          1345
#define R_TRIG_DECADE    3527
#define R_UNORD          2127
#define R_USING          57408
#define R_USING_END      1504
#define R_USING_NUM      57226
#define R_USING_STR      88787
#define R_WAIT           10043
#define R_WIDTH          1345
#define TIMING_FUNCTIONS(X)                                                                        \
    X(ABS, 111)                                                                                    \
    X(IP, 2640)                                                                                    \
    X(FP, 2809)                                                                                    \
    X(INT, 2643)                                                                                   \
    X(SGN, 509)                                                                                    \
    X(SQR, 4760)                                                                                   \
    X(SQRT, 4760)                                                                                  \
    X(CEIL, 2643)                                                                                  \
    X(FLOOR, 2643)                                                                                 \
    X(EXP, 22261)                                                                                  \
    X(LOG, 21944)                                                                                  \
    X(LN, 21944)                                                                                   \
    X(LOG10, 28809)                                                                                \
    X(LGT, 28809)                                                                                  \
    X(SIN, 50617)                                                                                  \
    X(COS, 49565)                                                                                  \
    X(TAN, 34988)                                                                                  \
    X(ASIN, 56928)                                                                                 \
    X(ASN, 56928)                                                                                  \
    X(ACOS, 56928)                                                                                 \
    X(ACS, 56928)                                                                                  \
    X(ATN, 36784)                                                                                  \
    X(ATAN, 36784)                                                                                 \
    X(DEG, 3578)                                                                                   \
    X(RAD, 3578)                                                                                   \
    X(FACT, 8101)                                                                                  \
    X(EXPM1, 22261)                                                                                \
    X(LOGP1, 21944)                                                                                \
    X(MOD, 3578)                                                                                   \
    X(RMD, 3578)                                                                                   \
    X(RED, 3578)                                                                                   \
    X(ANGLE, 42000)                                                                                \
    X(MAX, 3478)                                                                                   \
    X(MIN, 3478)                                                                                   \
    X(TRAP, 2809)                                                                                  \
    X(FLAG, 2809)                                                                                  \
    X(LEN, 2692)                                                                                   \
    X(NUM, 3143)                                                                                   \
    X(VAL, 100)                                                                                    \
    X(POS, 8847)                                                                                   \
    X(PI, 656)                                                                                     \
    X(EPS, 2809)                                                                                   \
    X(INF, 2809)                                                                                   \
    X(NAN, 2809)                                                                                   \
    X(MAXREAL, 2809)                                                                               \
    X(MINREAL, 2809)                                                                               \
    X(IVL, 2809)                                                                                   \
    X(DVZ, 2809)                                                                                   \
    X(OVF, 2809)                                                                                   \
    X(UNF, 2809)                                                                                   \
    X(INX, 2809)                                                                                   \
    X(RND, 4959)                                                                                   \
    X(RES, 2809)                                                                                   \
    X(TIME, 22329)                                                                                 \
    X(DATE, 2809)                                                                                  \
    X(ERRN, 2809)                                                                                  \
    X(ERRL, 2809)                                                                                  \
    X(MEM, 2809)                                                                                   \
    X(HTD, 2809)                                                                                   \
    X(CLASS, 2809)                                                                                 \
    X(EXPONENT, 2809)                                                                              \
    X(MEAN, 17690)                                                                                 \
    X(AF, 3874)                                                                                    \
    X(SDEV, 17605)                                                                                 \
    X(TOTAL, 2809)                                                                                 \
    X(PREDV, 27124)                                                                                \
    X(CORR, 2809)                                                                                  \
    X(STR_S, 2025)                                                                                 \
    X(CHR_S, 591)                                                                                  \
    X(UPRC_S, 2826)                                                                                \
    X(TIME_S, 2809)                                                                                \
    X(DATE_S, 2809)                                                                                \
    X(ERRM_S, 2809)                                                                                \
    X(VER_S, 2809)                                                                                 \
    X(DTH_S, 2809)                                                                                 \
    X(CHARSET_S, 5086)                                                                             \
    X(DISP_S, 2357)                                                                                \
    X(GDISP_S, 18755)                                                                              \
    X(KEY_S, 2809)                                                                                 \
    X(KEYDEF_S, 2809)                                                                              \
    X(KEYWAIT_S, 2809)
/* fitted: end */

/* The table: the ROM's microseconds scaled by TIMING_F. A superinstruction
 * (peephole.c) costs exactly what the opcodes it replaces cost, so the
 * emulated time does not depend on how hp71 optimises a program. */
#define ROM(us) ((int32_t)((us)*TIMING_F + 0.5))
const int32_t timing_cost[TIMING_ITEMS] = {
    [OP_LINE] = ROM(R_LINE),
    [OP_PUSH_NUM] = ROM(R_PUSH_NUM),
    [OP_PUSH_STR] = ROM(R_PUSH_STR),
    [OP_PUSH_INT] = ROM(R_PUSH_NUM),
    [OP_LOAD2] = ROM(R_LOAD) + ROM(R_LOAD),
    [OP_INC] = ROM(R_LOAD) + ROM(R_PUSH_NUM) + ROM(R_ADD) + ROM(R_STORE),
    [OP_LOAD_ELEM_V] = ROM(R_LOAD) + ROM(R_LOAD_ELEM),
    [OP_JUMP_CMP_VV] = ROM(R_LOAD) + ROM(R_LOAD) + ROM(R_EQ) + ROM(R_JUMP_FALSE),
    [OP_ADD_V] = ROM(R_LOAD) + ROM(R_ADD),
    [OP_SUB_V] = ROM(R_LOAD) + ROM(R_SUB),
    [OP_MUL_V] = ROM(R_LOAD) + ROM(R_MUL),
    [OP_EQ_V] = ROM(R_LOAD) + ROM(R_EQ),
    [OP_ABS] = ROM(R_FUNC) + ROM(R_KW_ABS),
    [OP_JUMP_NOR] = ROM(R_OR) + ROM(R_JUMP_FALSE),
    [OP_EQ_EV] = ROM(R_LOAD) + ROM(R_LOAD_ELEM) + ROM(R_LOAD) + ROM(R_EQ),
    [OP_SUB_EV] = ROM(R_LOAD) + ROM(R_LOAD_ELEM) + ROM(R_LOAD) + ROM(R_SUB),
    [OP_SUB_VV] = ROM(R_LOAD) + ROM(R_LOAD) + ROM(R_SUB),
    [OP_LOAD] = ROM(R_LOAD),
    [OP_STORE] = ROM(R_STORE),
    [OP_LOAD_ELEM] = ROM(R_LOAD_ELEM),
    [OP_STORE_ELEM] = ROM(R_STORE_ELEM),
    [OP_ARG_SET] = ROM(R_ARG_SET),
    [OP_JUMP_IF_EXISTS] = ROM(R_JUMP_IF_EXISTS),
    [OP_CHECK_ELEM] = ROM(R_CHECK_ELEM),
    [OP_LOAD_STR] = ROM(R_LOAD_STR),
    [OP_LOAD_STR_ELEM] = ROM(R_LOAD_STR_ELEM),
    [OP_STORE_STR] = ROM(R_STORE_STR),
    [OP_SUBSTR] = ROM(R_SUBSTR),
    [OP_ADD] = ROM(R_ADD),
    [OP_SUB] = ROM(R_SUB),
    [OP_MUL] = ROM(R_MUL),
    [OP_DIV] = ROM(R_DIV),
    [OP_INT_DIV] = ROM(R_INT_DIV),
    [OP_PERCENT] = ROM(R_PERCENT),
    [OP_POW] = ROM(R_POW),
    [OP_NEG] = ROM(R_NEG),
    [OP_EQ] = ROM(R_EQ),
    [OP_NE] = ROM(R_NE),
    [OP_LT] = ROM(R_LT),
    [OP_GT] = ROM(R_GT),
    [OP_LE] = ROM(R_LE),
    [OP_GE] = ROM(R_GE),
    [OP_LG] = ROM(R_LG),
    [OP_UNORD] = ROM(R_UNORD),
    [OP_REL] = ROM(R_REL),
    [OP_STR_CMP] = ROM(R_STR_CMP),
    [OP_AND] = ROM(R_AND),
    [OP_OR] = ROM(R_OR),
    [OP_EXOR] = ROM(R_EXOR),
    [OP_NOT] = ROM(R_NOT),
    [OP_CONCAT] = ROM(R_CONCAT),
    [OP_FUNC] = ROM(R_FUNC),
    [OP_STR_FUNC] = ROM(R_STR_FUNC),
    [OP_JUMP] = ROM(R_JUMP),
    [OP_GOTO] = ROM(R_GOTO),
    [OP_GOTO_KEYBOARD] = ROM(R_GOTO_KEYBOARD),
    [OP_COMMAND] = ROM(R_COMMAND),
    [OP_END_ALL] = ROM(R_END_ALL),
    [OP_JUMP_FALSE] = ROM(R_JUMP_FALSE),
    [OP_JUMP_CMP] = ROM(R_EQ) + ROM(R_JUMP_FALSE),
    [OP_GOSUB] = ROM(R_GOSUB),
    [OP_RETURN] = ROM(R_RETURN),
    [OP_POP] = ROM(R_POP),
    [OP_ON] = ROM(R_ON),
    [OP_ON_ERROR] = ROM(R_ON_ERROR),
    [OP_ON_TIMER] = ROM(R_ON_TIMER),
    [OP_DEF_KEY] = ROM(R_DEF_KEY),
    [OP_LCD_SETTING] = ROM(R_LCD_SETTING),
    [OP_GDISP] = ROM(R_GDISP),
    [OP_FETCH_KEY] = ROM(R_LCD_SETTING), /* keyboard only: not timed */
    [OP_CLOCK_ADJUST] = ROM(R_CLOCK_ADJUST),
    [OP_CHARSET] = ROM(R_CHARSET),
    [OP_FOR] = ROM(R_FOR),
    [OP_NEXT] = ROM(R_NEXT),
    [OP_DISP_NUM] = ROM(R_DISP_NUM),
    [OP_DISP_STR] = ROM(R_DISP_STR),
    [OP_DISP_COMMA] = ROM(R_DISP_COMMA),
    [OP_DISP_TAB] = ROM(R_DISP_TAB),
    [OP_DISP_END] = ROM(R_DISP_END),
    [OP_INPUT] = ROM(R_INPUT),
    [OP_INPUT_NUM] = ROM(R_INPUT_NUM),
    [OP_INPUT_STR] = ROM(R_INPUT_STR),
    [OP_INPUT_END] = ROM(R_INPUT_END),
    [OP_READ_NUM] = ROM(R_READ_NUM),
    [OP_READ_STR] = ROM(R_READ_STR),
    [OP_DATA_ITEM] = ROM(R_DATA_ITEM),
    [OP_RESTORE] = ROM(R_RESTORE),
    [OP_DECLARE] = ROM(R_DECLARE),
    [OP_DECLARE_STR] = ROM(R_DECLARE_STR),
    [OP_STAT] = ROM(R_STAT),
    [OP_STAT_ADD] = ROM(R_STAT_ADD),
    [OP_CLSTAT] = ROM(R_CLSTAT),
    [OP_LR] = ROM(R_LR),
    [OP_OPTION_BASE] = ROM(R_OPTION_BASE),
    [OP_ANGLE_MODE] = ROM(R_ANGLE_MODE),
    [OP_ROUND_MODE] = ROM(R_ROUND_MODE),
    [OP_DISPLAY_MODE] = ROM(R_DISPLAY_MODE),
    [OP_DESTROY_ALL] = ROM(R_DESTROY_ALL),
    [OP_DESTROY] = ROM(R_DESTROY),
    [OP_DELAY] = ROM(R_DELAY),
    [OP_WAIT] = ROM(R_WAIT),
    [OP_WIDTH] = ROM(R_WIDTH),
    [OP_PRINT_BEGIN] = ROM(R_PRINT_BEGIN),
    [OP_USING] = ROM(R_USING),
    [OP_USING_NUM] = ROM(R_USING_NUM),
    [OP_USING_STR] = ROM(R_USING_STR),
    [OP_USING_END] = ROM(R_USING_END),
    [OP_IMAGE] = ROM(R_IMAGE),
    [OP_BEEP] = ROM(R_BEEP),
    [OP_SETTIME] = ROM(R_SETTIME),
    [OP_SETDATE] = ROM(R_SETDATE),
    [OP_RANDOMIZE] = ROM(R_RANDOMIZE),
    [OP_TRACE] = ROM(R_TRACE),
    [OP_FN_CALL] = ROM(R_FN_CALL),
    [OP_FN_ENTER] = ROM(R_FN_ENTER),
    [OP_PARAM] = ROM(R_PARAM),
    [OP_FN_RETURN] = ROM(R_FN_RETURN),
    [OP_FN_SET] = ROM(R_FN_SET),
    [OP_FN_END] = ROM(R_FN_END),
    [OP_ARG_REF] = ROM(R_ARG_REF),
    [OP_ARG_NUM] = ROM(R_ARG_NUM),
    [OP_ARG_STR] = ROM(R_ARG_STR),
    [OP_CALL] = ROM(R_CALL),
    [OP_SUB_ENTER] = ROM(R_SUB_ENTER),
    [OP_SUB_END] = ROM(R_SUB_END),
    [OP_END] = ROM(R_END),
    [OP_PAUSE] = ROM(R_PAUSE),
    [OP_SHOW_NUM] = ROM(R_SHOW_NUM),
    [OP_SHOW_STR] = ROM(R_SHOW_STR),
    [OP_END_KEYBOARD] = ROM(R_END_KEYBOARD),
    [OP_NO_LINE] = ROM(R_NO_LINE),
    [OP_NO_FN] = ROM(R_NO_FN),
    [OP_NO_SUB] = ROM(R_NO_SUB),
#define HP71_X_FUNCTION(kw, us) [TIMING_FN(KW_##kw)] = ROM(us),
    TIMING_FUNCTIONS(HP71_X_FUNCTION)
#undef HP71_X_FUNCTION
        [TIMING_LCD_LINE] = ROM(R_LCD_LINE),
    [TIMING_LCD_CHAR] = ROM(R_LCD_CHAR),
    [TIMING_SCROLL_STEP] = ROM(R_SCROLL_STEP),
    [TIMING_CONVERT] = ROM(R_CONVERT),
    [TIMING_STRING_CHAR] = ROM(R_STRING_CHAR),
    [TIMING_MUL_DIGIT] = ROM(R_MUL_DIGIT),
    [TIMING_ROOT_DIGIT] = ROM(R_ROOT_DIGIT),
    [TIMING_TRIG_DECADE] = ROM(R_TRIG_DECADE),
    [TIMING_LITERAL_CHAR] = ROM(R_LITERAL_CHAR),
    [TIMING_FORMAT_DIGIT] = ROM(R_FORMAT_DIGIT),
    [TIMING_TIMER_WAIT] = ROM(R_TIMER_WAIT),
    [TIMING_NEW_ELEMENT] = ROM(R_NEW_ELEMENT),
    [TIMING_DIV_DIGIT] = ROM(R_DIV_DIGIT),
    [TIMING_REDECLARE] = ROM(R_REDECLARE),
    [TIMING_KEY_TAP] = ROM(R_KEY_TAP),
    [TIMING_LOG_UNIT] = ROM(R_LOG_UNIT),
    [TIMING_DATE_TEXT] = ROM(R_DATE_TEXT),
    [TIMING_SEARCH_FORWARD] = ROM(R_SEARCH_FORWARD),
    [TIMING_SEARCH_BACK] = ROM(R_SEARCH_BACK),
    [TIMING_SHIFT_TAP] = ROM(R_SHIFT_TAP),
    [TIMING_LINE_ENTRY] = ROM(R_LINE_ENTRY),
    [TIMING_REPLY_ENTRY] = ROM(R_REPLY_ENTRY),
    [TIMING_PROGRAM_LINE] = ROM(R_PROGRAM_LINE),
};

const char *timing_item_name(int item, char buf[24]) {
    static const char *const terms[] = {
#define HP71_X_TERM(name, doc) #name,
        HP71_TIMING_TERMS(HP71_X_TERM)
#undef HP71_X_TERM
    };
    if (item < 0 || item >= TIMING_ITEMS) return "?";
    if (item < (int)OP_COUNT) return chunk_opcode_name((Opcode)item);
    if (item < (int)TIMING_BEFORE_TERMS + 1) {
        snprintf(buf, 24, "FN %s", keyword_text((Keyword)(item - (int)OP_COUNT)));
        return buf;
    }
    return terms[item - (int)TIMING_BEFORE_TERMS - 1];
}

bool timing_key_shifted(char c) {
    if ((c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')) return false;
    return !c || !strchr("+-*/.,=() ", c);
}

int64_t timing_quantized_us(double s) {
    if (!(s > 0)) return 0;
    double n = floor(s * 32 + 0.5); /* whole 32nds of a second, the nearest */
    return (int64_t)(n * 31250);
}
