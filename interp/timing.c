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
#define R_ACOS_ANGLE           3717
#define R_ADD                  3066
#define R_ADDRESS_DIGIT        315
#define R_ADD_ALIGN            119
#define R_ADD_CANCEL           136
#define R_ADD_ROUND            480
#define R_ADJUST               31700
#define R_AND                  0
#define R_ANGLE_MODE           1667
#define R_ANGLE_STEEP          5456
#define R_ANGLE_WEST           2474
#define R_ARG_AGAIN            0
#define R_ARG_ARRAY            5396
#define R_ARG_NUM              11066
#define R_ARG_REF              11821
#define R_ARG_REF_STR          3482
#define R_ARG_STR              24350
#define R_ASIN_ROOT            19173
#define R_ASSIGN               3099
#define R_ATN_RECIPROCAL       7458
#define R_BEEP                 13185
#define R_BEEP_PITCH           5596
#define R_BEEP_SWITCH          1813
#define R_BEEP_TONE            3985
#define R_CALL                 2321
#define R_CHANNEL              1033
#define R_CHANNEL_CHAR         275
#define R_CHANNEL_END          8
#define R_CHANNEL_RECORD       0
#define R_CHARSET              10860
#define R_CHECK_ELEM           0
#define R_CLOCK_ADJUST         9542
#define R_CLSTAT               5379
#define R_COMMAND              2333
#define R_CONCAT               831
#define R_CONVERT              452
#define R_CONVERT_STORE        1366
#define R_CONVERT_STORE_SHORT  1595
#define R_CREATE_DATA          58729
#define R_DATA_ITEM            264
#define R_DATA_LINE_PASSED     269
#define R_DATE_TEXT            13209
#define R_DECLARE              4534
#define R_DECLARE_ARRAY        2669
#define R_DECLARE_NEW          2036
#define R_DECLARE_STR          7618
#define R_DEFAULT              1946
#define R_DEF_KEY              20074
#define R_DELAY                6381
#define R_DESTROY              1092
#define R_DESTROY_ALL          5379
#define R_DISPLAY_MODE         2240
#define R_DISP_ALONE           2864
#define R_DISP_COMMA           897
#define R_DISP_END             287
#define R_DISP_NUM             6581
#define R_DISP_STR             5066
#define R_DISP_TAB             897
#define R_DIV                  4573
#define R_DIV_DIGIT            55
#define R_ELSE_TAKEN           243
#define R_END                  1793
#define R_END_ALL              2333
#define R_END_KEYBOARD         17789
#define R_ENTRY_REFUSED        327000
#define R_EQ                   1854
#define R_ERROR_CAUGHT         22347
#define R_ERROR_SHOWN          147000
#define R_EXOR                 1080
#define R_EXP_EXPONENT         129
#define R_EXP_NEGATIVE         3155
#define R_EXP_PLACE            26
#define R_EXP_STEP             351
#define R_FACT_DIGIT           69
#define R_FACT_FACTOR          190
#define R_FILE_GROW            16422
#define R_FILE_OPEN            26692
#define R_FN_CALL              12243
#define R_FN_END               4237
#define R_FN_ENTER             4332
#define R_FN_RETURN            2759
#define R_FN_SET               3267
#define R_FN_STR_CALL          4619
#define R_FN_STR_PARAM         2876
#define R_FN_TARGET            0
#define R_FOR                  4453
#define R_FORMAT_DIGIT         296
#define R_FUNC                 0
#define R_GDISP                26610
#define R_GE                   1854
#define R_GOSUB                3523
#define R_GOTO                 4270
#define R_GOTO_KEYBOARD        2333
#define R_GT                   1854
#define R_IMAGE                0
#define R_INPUT                4521
#define R_INPUT_END            1
#define R_INPUT_NUM            6260
#define R_INPUT_STR            43512
#define R_INT_DIV              4126
#define R_JUMP                 1007
#define R_JUMP_FALSE           351
#define R_KEY_NAME             3759
#define R_KEY_TAP              76008
#define R_KW_ABS               187
#define R_LABEL_CHAR           804
#define R_LABEL_LINE           294
#define R_LABEL_LOOKUP         4442
#define R_LABEL_PASSED         684
#define R_LCD_CHAR             4610
#define R_LCD_FIRST_CHAR       2570
#define R_LCD_LINE             25171
#define R_LCD_OPEN_LINE        16223
#define R_LCD_SETTING          2553
#define R_LE                   1854
#define R_LG                   1854
#define R_LINE                 461
#define R_LINE_ENTRY           244550
#define R_LITERAL_CHAR         146
#define R_LN_FACTORS           6879
#define R_LN_PLACE             30
#define R_LN_REST_TENTHS       4563
#define R_LN_REST_UNIT         7273
#define R_LN_STEP              322
#define R_LOAD                 1894
#define R_LOAD_ELEM            2176
#define R_LOAD_STR             1680
#define R_LOAD_STR_ELEM        1685
#define R_LOCK                 3817
#define R_LOG10_LOG            5539
#define R_LOG_UNIT             2559
#define R_LR                   35862
#define R_LT                   1854
#define R_MESSAGE_BEEP         82700
#define R_MOD_DIGIT            77
#define R_MUL                  3554
#define R_MUL_DIGIT            56
#define R_NE                   1854
#define R_NEG                  204
#define R_NEW_ELEMENT          10
#define R_NEXT                 8886
#define R_NOT                  404
#define R_NO_FN                0
#define R_NO_LINE              0
#define R_NO_SUB               0
#define R_ON                   5072
#define R_ON_ERROR             367
#define R_ON_TIMER             1375
#define R_OPTION_BASE          2274
#define R_OR                   0
#define R_PARAM                1345
#define R_PASSWORD_CHAR        67
#define R_PAUSE                1793
#define R_PEEK_NIBBLE          454
#define R_PEEK_READ            1211
#define R_PERCENT              3460
#define R_POKE                 5875
#define R_POKE_NIBBLE          730
#define R_POKE_RAM             868
#define R_POKE_WRITE           340
#define R_POP                  1793
#define R_POS_CHAR             76
#define R_POS_FOUND            1557
#define R_POS_PARTIAL          497
#define R_POW                  2748
#define R_POW_EXACT            17264
#define R_POW_LOG              6800
#define R_POW_NEGATIVE         2600
#define R_POW_PLACE            30
#define R_POW_SCALE            3433
#define R_POW_STEP             339
#define R_PRINT_BEGIN          13163
#define R_PRINT_CHANNEL        12409
#define R_PROGRAM_LINE         99358
#define R_PUSH_NUM             1422
#define R_PUSH_STR             107
#define R_RANDOMIZE            1954
#define R_RANDOMIZE_CLOCK      3184
#define R_READ_CHAR            436
#define R_READ_DIGIT           237
#define R_READ_LOST            0
#define R_READ_NUM             12665
#define R_READ_SIGN            3270
#define R_READ_STR             7870
#define R_READ_UNQUOTED        4519
#define R_READ_UNQUOTED_CHAR   2043
#define R_REL                  1854
#define R_REPLY_DEFAULT        27924
#define R_REPLY_DEFAULT_CHAR   1740
#define R_REPLY_ENTRY          169818
#define R_REPLY_READ           14457
#define R_RESTORE              565
#define R_RETURN               5551
#define R_ROOT_DIGIT           54
#define R_ROUND_MODE           3367
#define R_SCROLL_STEP          19557
#define R_SEARCH_BACK          3
#define R_SEARCH_FORWARD       1
#define R_SETDATE              35399
#define R_SETTIME              37600
#define R_SET_FLAG             2491
#define R_SHIFT_TAP            18399
#define R_SHOW_NUM             8069
#define R_SHOW_STR             1793
#define R_STAT                 8069
#define R_STAT_ADD             63311
#define R_STMT                 407
#define R_STORE                2451
#define R_STORE_ELEM           3002
#define R_STORE_STR            5796
#define R_STRING_CHAR          21
#define R_STRING_FIRST         457
#define R_STR_CMP              2948
#define R_STR_FUNC             0
#define R_STR_OPERAND          601
#define R_SUB                  3066
#define R_SUBSTR               494
#define R_SUBSTR_CHAR          38
#define R_SUBSTR_START         18
#define R_SUB_END              52016
#define R_SUB_ENTER            13213
#define R_SUB_PARAMS           6794
#define R_THEN_SKIPPED         278
#define R_TIMER_ARM            20807
#define R_TIMER_GOSUB          12000
#define R_TIMER_GOTO           20000
#define R_TIMER_RETURN         18000
#define R_TIMER_WAIT           10329
#define R_TIME_DIGIT           437
#define R_TRACE                467
#define R_TRIG_ANGLE           2929
#define R_TRIG_DECADE          565
#define R_TRIG_DEGREES         4838
#define R_TRIG_INVERSE_DEGREES 2148
#define R_TRIG_PLACE           142
#define R_TRIG_QUADRANT        2039
#define R_TRIG_RESULT_DEGREES  3409
#define R_TRIG_SINE            15422
#define R_TRIG_STEP            140
#define R_TRIG_UNIT            6136
#define R_TYPED_DISPLAY        53247
#define R_TYPED_KEYWORD        44316
#define R_TYPED_RUN            58558
#define R_UNORD                1854
#define R_UPRC_CHAR            215
#define R_UPRC_LOWER           53
#define R_USING                25256
#define R_USING_BLANK          5694
#define R_USING_CHAR           3854
#define R_USING_COMPACT        16085
#define R_USING_COMPACT_CHAR   561
#define R_USING_COUNT          14478
#define R_USING_END            1504
#define R_USING_ITEM           12734
#define R_USING_LITERAL        1651
#define R_USING_NUM            27404
#define R_USING_STR            21070
#define R_USING_SYMBOL         3318
#define R_VAL_DIGIT            146
#define R_VAL_KEYWORD          5212
#define R_VAL_TOKEN            3057
#define R_VAL_VARIABLE         677
#define R_VAR_BODY             2582
#define R_VAR_CLEAR            23
#define R_VAR_GONE             932
#define R_VAR_LETTER           108
#define R_VAR_MOVE             38
#define R_VAR_NEW              4146
#define R_VAR_NEW_STRING       4376
#define R_VAR_RESIZE           2301
#define R_WAIT                 9500
#define R_WARNING              53473
#define R_WIDTH                2974
#define TIMING_FUNCTIONS(X)                                                                        \
    X(ABS, 187)                                                                                    \
    X(IP, 2593)                                                                                    \
    X(FP, 2808)                                                                                    \
    X(INT, 2642)                                                                                   \
    X(SGN, 508)                                                                                    \
    X(SQR, 5002)                                                                                   \
    X(SQRT, 6731)                                                                                  \
    X(CEIL, 3617)                                                                                  \
    X(FLOOR, 4150)                                                                                 \
    X(EXP, 6409)                                                                                   \
    X(LOG, 2426)                                                                                   \
    X(LN, 2426)                                                                                    \
    X(LOG10, 3313)                                                                                 \
    X(LGT, 3313)                                                                                   \
    X(SIN, 10880)                                                                                  \
    X(COS, 10850)                                                                                  \
    X(TAN, 8234)                                                                                   \
    X(ASIN, 2763)                                                                                  \
    X(ASN, 2763)                                                                                   \
    X(ACOS, 2874)                                                                                  \
    X(ACS, 2874)                                                                                   \
    X(ATN, 4517)                                                                                   \
    X(ATAN, 4517)                                                                                  \
    X(DEG, 3127)                                                                                   \
    X(RAD, 3127)                                                                                   \
    X(FACT, 3293)                                                                                  \
    X(EXPM1, 15432)                                                                                \
    X(LOGP1, 28827)                                                                                \
    X(MOD, 3127)                                                                                   \
    X(RMD, 3127)                                                                                   \
    X(RED, 4580)                                                                                   \
    X(ANGLE, 8903)                                                                                 \
    X(MAX, 2947)                                                                                   \
    X(MIN, 2947)                                                                                   \
    X(TRAP, 3100)                                                                                  \
    X(FLAG, 2676)                                                                                  \
    X(LEN, 3186)                                                                                   \
    X(NUM, 3638)                                                                                   \
    X(VAL, 100)                                                                                    \
    X(POS, 4844)                                                                                   \
    X(PI, 1182)                                                                                    \
    X(EPS, 1236)                                                                                   \
    X(INF, 1236)                                                                                   \
    X(NAN, 2847)                                                                                   \
    X(MAXREAL, 1269)                                                                               \
    X(MINREAL, 2847)                                                                               \
    X(IVL, 1169)                                                                                   \
    X(DVZ, 1169)                                                                                   \
    X(OVF, 1169)                                                                                   \
    X(UNF, 1169)                                                                                   \
    X(INX, 1169)                                                                                   \
    X(RND, 5440)                                                                                   \
    X(RES, 1336)                                                                                   \
    X(TIME, 16594)                                                                                 \
    X(DATE, 10969)                                                                                 \
    X(ERRN, 1869)                                                                                  \
    X(ERRL, 1336)                                                                                  \
    X(MEM, 5769)                                                                                   \
    X(HTD, 7392)                                                                                   \
    X(CLASS, 1810)                                                                                 \
    X(EXPONENT, 3976)                                                                              \
    X(MEAN, 17671)                                                                                 \
    X(KEYDOWN, 5159)                                                                               \
    X(AF, 4403)                                                                                    \
    X(SDEV, 17601)                                                                                 \
    X(TOTAL, 2847)                                                                                 \
    X(PREDV, 27141)                                                                                \
    X(CORR, 2847)                                                                                  \
    X(STR_S, 1564)                                                                                 \
    X(CHR_S, 100)                                                                                  \
    X(UPRC_S, 214)                                                                                 \
    X(TIME_S, 10425)                                                                               \
    X(DATE_S, 12991)                                                                               \
    X(ERRM_S, 3709)                                                                                \
    X(VER_S, 6446)                                                                                 \
    X(DTH_S, 3668)                                                                                 \
    X(ADDR_S, 2847)                                                                                \
    X(PEEK_S, 3385)                                                                                \
    X(CAT_S, 2847)                                                                                 \
    X(CHARSET_S, 5138)                                                                             \
    X(DISP_S, 2409)                                                                                \
    X(GDISP_S, 18823)                                                                              \
    X(KEY_S, 100)                                                                                  \
    X(KEYDEF_S, 7652)
/* fitted: end */

/* The table: the ROM's microseconds scaled by TIMING_F. A superinstruction
 * (peephole.c) costs exactly what the opcodes it replaces cost, so the
 * emulated time does not depend on how hp71 optimises a program. */
#define ROM(us) ((int32_t)((us)*TIMING_F + 0.5))
const int32_t timing_cost[TIMING_ITEMS] = {
    [OP_LINE] = ROM(R_LINE),
    [OP_LINE_INC_THEN] = ROM(R_LINE), /* LINE's */
    [OP_LINE_EQ_SUB_ABS_EV] = ROM(R_LINE),
    [OP_STMT] = ROM(R_STMT),
    [OP_PUSH_NUM] = ROM(R_PUSH_NUM),
    [OP_PUSH_STR] = ROM(R_PUSH_STR),
    [OP_PUSH_INT] = ROM(R_PUSH_NUM),
    [OP_LOAD2] = ROM(R_LOAD) + ROM(R_LOAD),
    [OP_INC] = ROM(R_LOAD) + ROM(R_PUSH_NUM) + ROM(R_ADD) + ROM(R_STORE),
    [OP_INC_THEN] = ROM(R_LOAD) + ROM(R_PUSH_NUM) + ROM(R_ADD) + ROM(R_STORE), /* INC's */
    [OP_LOAD_ELEM_V] = ROM(R_LOAD) + ROM(R_LOAD_ELEM),
    [OP_JUMP_CMP_VV] = ROM(R_LOAD) + ROM(R_LOAD) + ROM(R_EQ) + ROM(R_JUMP_FALSE),
    [OP_ADD_V] = ROM(R_LOAD) + ROM(R_ADD),
    [OP_SUB_V] = ROM(R_LOAD) + ROM(R_SUB),
    [OP_MUL_V] = ROM(R_LOAD) + ROM(R_MUL),
    [OP_EQ_V] = ROM(R_LOAD) + ROM(R_EQ),
    [OP_ABS] = ROM(R_FUNC) + ROM(R_KW_ABS),
    [OP_JUMP_NOR] = ROM(R_OR) + ROM(R_JUMP_FALSE),
    [OP_EQ_JUMP_NOR] = ROM(R_EQ) + ROM(R_OR) + ROM(R_JUMP_FALSE),
    [OP_EQ_EV] = ROM(R_LOAD) + ROM(R_LOAD_ELEM) + ROM(R_LOAD) + ROM(R_EQ),
    [OP_SUB_EV] = ROM(R_LOAD) + ROM(R_LOAD_ELEM) + ROM(R_LOAD) + ROM(R_SUB),
    [OP_EQ_SUB_EV] = 2 * (ROM(R_LOAD) + ROM(R_LOAD_ELEM) + ROM(R_LOAD)) + ROM(R_EQ) + ROM(R_SUB),
    [OP_EQ_SUB_ABS_EV] = 2 * (ROM(R_LOAD) + ROM(R_LOAD_ELEM) + ROM(R_LOAD)) + ROM(R_EQ) +
                         ROM(R_SUB), /* EQ_SUB_EV's */
    [OP_SUB_VV] = ROM(R_LOAD) + ROM(R_LOAD) + ROM(R_SUB),
    [OP_SUB_VV_EQ_NOR] = ROM(R_LOAD) + ROM(R_LOAD) + ROM(R_SUB), /* SUB_VV's */
    [OP_LOAD] = ROM(R_LOAD),
    [OP_LOAD_STAT_ARG] = ROM(R_LOAD),
    [OP_LOAD_LATE] = ROM(R_LOAD), /* (its LATE_CHECK costs nothing) */
    [OP_STORE] = ROM(R_STORE),
    [OP_STORE_RESULT] = ROM(R_STORE),
    [OP_LOAD_ELEM] = ROM(R_LOAD_ELEM),
    [OP_STORE_ELEM] = ROM(R_STORE_ELEM),
    [OP_ARG_AGAIN] = ROM(R_ARG_AGAIN),
    [OP_CHECK_ELEM] = ROM(R_CHECK_ELEM),
    [OP_LOAD_STR] = ROM(R_LOAD_STR),
    [OP_LOAD_STR_LATE] = ROM(R_LOAD_STR),
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
    [OP_NEG_TERM] = 0, /* part of the subtraction it serves */
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
    [OP_LABEL_LINE] = ROM(R_LABEL_LINE),
    [OP_GOTO_THEN] = ROM(R_GOTO),
    [OP_GOTO_ELSE] = ROM(R_GOTO),
    [OP_GOTO_KEYBOARD] = ROM(R_GOTO_KEYBOARD),
    [OP_COMMAND] = ROM(R_COMMAND),
    [OP_END_ALL] = ROM(R_END_ALL),
    [OP_JUMP_FALSE] = ROM(R_JUMP_FALSE),
    [OP_JUMP_CMP] = ROM(R_EQ) + ROM(R_JUMP_FALSE),
    [OP_GOSUB] = ROM(R_GOSUB),
    /* a computed target: its string expression is charged as it runs, the
       jump (or RESTORE) as a GOTO, its search as it is made; OP_SKIP, and
       the ends of a target's expression, cost nothing */
    [OP_GOTO_STR] = ROM(R_GOTO),
    [OP_RETURN] = ROM(R_RETURN),
    [OP_POP] = ROM(R_POP),
    [OP_ON] = ROM(R_ON),
    [OP_ON_ERROR] = ROM(R_ON_ERROR),
    [OP_ON_TIMER] = ROM(R_ON_TIMER),
    [OP_DEF_KEY] = ROM(R_DEF_KEY),
    [OP_LCD_SETTING] = ROM(R_LCD_SETTING),
    [OP_GDISP] = ROM(R_GDISP),
    [OP_POKE] = ROM(R_POKE),
    [OP_PUT] = ROM(R_LCD_SETTING),     /* as CONTRAST (not measured) */
    [OP_STARTUP] = ROM(R_LCD_SETTING), /* as CONTRAST (not measured) */
    [OP_LOCK] = ROM(R_LOCK),
    [OP_OFF] = ROM(R_COMMAND),           /* not measured: the ROM stays off until ON */
    [OP_SECURE] = ROM(R_COMMAND),        /* not measured */
    [OP_ENDLINE] = ROM(R_LCD_SETTING),   /* a setting, as CONTRAST (not measured) */
    [OP_FETCH_KEY] = ROM(R_LCD_SETTING), /* keyboard only: not timed */
    [OP_CAT_KEYS] = ROM(R_COMMAND),
    [OP_CLOCK_ADJUST] = ROM(R_CLOCK_ADJUST),
    [OP_CHARSET] = ROM(R_CHARSET),
    [OP_FOR] = ROM(R_FOR),
    [OP_FOR_BEGIN] = 0, /* part of FOR */
    [OP_FOR_START] = ROM(R_STORE),
    [OP_FOR_LIMIT] = 0,    /* part of FOR */
    [OP_FOR_STEP_ONE] = 0, /* (bench/timing/for_inner_*: an explicit STEP 1 costs 2.6 ms) */
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
    [OP_READ_LOST] = ROM(R_READ_LOST),
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
    [OP_USING_FIELD] = 0, /* part of the item's USING_NUM or USING_STR */
    [OP_USING_NUM] = ROM(R_USING_NUM),
    [OP_USING_STR] = ROM(R_USING_STR),
    [OP_USING_END] = ROM(R_USING_END),
    [OP_IMAGE] = ROM(R_IMAGE),
    [OP_BEEP] = ROM(R_BEEP),
    [OP_BEEP_SWITCH] = ROM(R_BEEP_SWITCH),
    [OP_SET_FLAG] = ROM(R_SET_FLAG),
    [OP_DEFAULT] = ROM(R_DEFAULT),
    [OP_SETTIME] = ROM(R_SETTIME),
    [OP_SETDATE] = ROM(R_SETDATE),
    [OP_ADJUST] = ROM(R_ADJUST),
    [OP_RANDOMIZE] = ROM(R_RANDOMIZE),
    [OP_TRACE] = ROM(R_TRACE),
    [OP_FN_CALL] = ROM(R_FN_CALL),
    [OP_FN_ENTER] = ROM(R_FN_ENTER),
    [OP_PARAM] = ROM(R_PARAM),
    [OP_FN_RETURN] = ROM(R_FN_RETURN),
    [OP_FN_SET] = ROM(R_FN_SET),
    [OP_FN_TARGET] = ROM(R_FN_TARGET),
    [OP_FN_END] = ROM(R_FN_END),
    [OP_ARG_REF] = ROM(R_ARG_REF),
    [OP_ARG_ELEM] = ROM(R_ARG_REF) + ROM(R_LOAD_ELEM),
    [OP_ARG_NUM] = ROM(R_ARG_NUM),
    [OP_ARG_STR] = ROM(R_ARG_STR),
    [OP_CALL] = ROM(R_CALL),
    [OP_CALL_NAME] = 0,            /* part of CALL */
    [OP_CALL_NAMED] = ROM(R_CALL), /* (not timed on the ROM) */
    [OP_CALL_FILE] = ROM(R_CALL),  /* (not timed on the ROM) */
    [OP_CALL_IN] = ROM(R_CALL),    /* (not timed on the ROM; its file: OP_COMMAND's) */
    [OP_PORT_FILE] = ROM(R_COMMAND),
    [OP_PORT_CHECK] = ROM(R_COMMAND),
    [OP_ASSIGN] = ROM(R_ASSIGN),
    [OP_CHANNEL] = ROM(R_CHANNEL),
    [OP_CHANNEL_RECORD] = ROM(R_CHANNEL_RECORD),
    [OP_CHANNEL_END] = ROM(R_CHANNEL_END),
    [OP_PRINT_CHANNEL] = ROM(R_PRINT_CHANNEL),
    [OP_PRINT_CHANNEL_ARRAY] = ROM(R_PRINT_CHANNEL), /* (not timed on the ROM) */
    [OP_CREATE_NAME] = 0,                            /* part of CREATE (not timed on the ROM) */
    [OP_CREATE_DATA] = ROM(R_CREATE_DATA),
    [OP_PORT_STMT] = ROM(R_COMMAND), /* FREE and CLAIM PORT (not measured: keyboard only) */
    [OP_SUB_ENTER] = ROM(R_SUB_ENTER),
    [OP_SUB_END] = ROM(R_SUB_END),
    [OP_END] = ROM(R_END),
    [OP_PAUSE] = ROM(R_PAUSE),
    [OP_SHOW_NUM] = ROM(R_SHOW_NUM),
    [OP_SHOW_PORT] = ROM(R_PUSH_STR), /* and its characters: as a literal (not measured) */
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
    [TIMING_LCD_FIRST_CHAR] = ROM(R_LCD_FIRST_CHAR),
    [TIMING_LCD_OPEN_LINE] = ROM(R_LCD_OPEN_LINE),
    [TIMING_RANDOMIZE_CLOCK] = ROM(R_RANDOMIZE_CLOCK),
    [TIMING_DISP_ALONE] = ROM(R_DISP_ALONE),
    [TIMING_DECLARE_ARRAY] = ROM(R_DECLARE_ARRAY),
    [TIMING_DECLARE_NEW] = ROM(R_DECLARE_NEW),
    [TIMING_TIME_DIGIT] = ROM(R_TIME_DIGIT),
    [TIMING_SCROLL_STEP] = ROM(R_SCROLL_STEP),
    [TIMING_CONVERT] = ROM(R_CONVERT),
    [TIMING_CONVERT_STORE] = ROM(R_CONVERT_STORE),
    [TIMING_CONVERT_STORE_SHORT] = ROM(R_CONVERT_STORE_SHORT),
    [TIMING_STRING_CHAR] = ROM(R_STRING_CHAR),
    [TIMING_STRING_FIRST] = ROM(R_STRING_FIRST),
    [TIMING_MUL_DIGIT] = ROM(R_MUL_DIGIT),
    [TIMING_ROOT_DIGIT] = ROM(R_ROOT_DIGIT),
    [TIMING_TRIG_DECADE] = ROM(R_TRIG_DECADE),
    [TIMING_LITERAL_CHAR] = ROM(R_LITERAL_CHAR),
    [TIMING_FORMAT_DIGIT] = ROM(R_FORMAT_DIGIT),
    [TIMING_TIMER_WAIT] = ROM(R_TIMER_WAIT),
    [TIMING_NEW_ELEMENT] = ROM(R_NEW_ELEMENT),
    [TIMING_VAR_NEW] = ROM(R_VAR_NEW),
    [TIMING_VAR_NEW_STRING] = ROM(R_VAR_NEW_STRING),
    [TIMING_VAR_MOVE] = ROM(R_VAR_MOVE),
    [TIMING_VAR_RESIZE] = ROM(R_VAR_RESIZE),
    [TIMING_SUB_PARAMS] = ROM(R_SUB_PARAMS),
    [TIMING_ARG_ARRAY] = ROM(R_ARG_ARRAY),
    [TIMING_VAR_BODY] = ROM(R_VAR_BODY),
    [TIMING_VAR_CLEAR] = ROM(R_VAR_CLEAR),
    [TIMING_VAR_GONE] = ROM(R_VAR_GONE),
    [TIMING_VAR_LETTER] = ROM(R_VAR_LETTER),
    [TIMING_DIV_DIGIT] = ROM(R_DIV_DIGIT),
    [TIMING_ADD_ALIGN] = ROM(R_ADD_ALIGN),
    [TIMING_ADD_CANCEL] = ROM(R_ADD_CANCEL),
    [TIMING_ADD_ROUND] = ROM(R_ADD_ROUND),
    [TIMING_MOD_DIGIT] = ROM(R_MOD_DIGIT),
    [TIMING_FACT_FACTOR] = ROM(R_FACT_FACTOR),
    [TIMING_FACT_DIGIT] = ROM(R_FACT_DIGIT),
    [TIMING_KEY_TAP] = ROM(R_KEY_TAP),
    [TIMING_READ_DIGIT] = ROM(R_READ_DIGIT),
    [TIMING_VAL_TOKEN] = ROM(R_VAL_TOKEN),
    [TIMING_VAL_KEYWORD] = ROM(R_VAL_KEYWORD),
    [TIMING_VAL_VARIABLE] = ROM(R_VAL_VARIABLE),
    [TIMING_VAL_DIGIT] = ROM(R_VAL_DIGIT),
    [TIMING_DATA_LINE_PASSED] = ROM(R_DATA_LINE_PASSED),
    [TIMING_READ_SIGN] = ROM(R_READ_SIGN),
    [TIMING_READ_CHAR] = ROM(R_READ_CHAR),
    [TIMING_READ_UNQUOTED] = ROM(R_READ_UNQUOTED),
    [TIMING_LOG_UNIT] = ROM(R_LOG_UNIT),
    [TIMING_LN_FACTORS] = ROM(R_LN_FACTORS),
    [TIMING_LN_STEP] = ROM(R_LN_STEP),
    [TIMING_LN_PLACE] = ROM(R_LN_PLACE),
    [TIMING_LN_REST_UNIT] = ROM(R_LN_REST_UNIT),
    [TIMING_LN_REST_TENTHS] = ROM(R_LN_REST_TENTHS),
    [TIMING_LOG10_LOG] = ROM(R_LOG10_LOG),
    [TIMING_POW_SCALE] = ROM(R_POW_SCALE),
    [TIMING_USING_CHAR] = ROM(R_USING_CHAR),
    [TIMING_USING_COMPACT] = ROM(R_USING_COMPACT),
    [TIMING_USING_COMPACT_CHAR] = ROM(R_USING_COMPACT_CHAR),
    [TIMING_USING_BLANK] = ROM(R_USING_BLANK),
    [TIMING_USING_LITERAL] = ROM(R_USING_LITERAL),
    [TIMING_USING_SYMBOL] = ROM(R_USING_SYMBOL),
    [TIMING_USING_COUNT] = ROM(R_USING_COUNT),
    [TIMING_USING_ITEM] = ROM(R_USING_ITEM),
    [TIMING_ARG_REF_STR] = ROM(R_ARG_REF_STR),
    [TIMING_READ_UNQUOTED_CHAR] = ROM(R_READ_UNQUOTED_CHAR),
    [TIMING_POW_LOG] = ROM(R_POW_LOG),
    [TIMING_POW_STEP] = ROM(R_POW_STEP),
    [TIMING_POW_PLACE] = ROM(R_POW_PLACE),
    [TIMING_POW_NEGATIVE] = ROM(R_POW_NEGATIVE),
    [TIMING_POW_EXACT] = ROM(R_POW_EXACT),
    [TIMING_POS_CHAR] = ROM(R_POS_CHAR),
    [TIMING_TRIG_ANGLE] = ROM(R_TRIG_ANGLE),
    [TIMING_TRIG_SINE] = ROM(R_TRIG_SINE),
    [TIMING_TRIG_QUADRANT] = ROM(R_TRIG_QUADRANT),
    [TIMING_TRIG_DEGREES] = ROM(R_TRIG_DEGREES),
    [TIMING_TRIG_INVERSE_DEGREES] = ROM(R_TRIG_INVERSE_DEGREES),
    [TIMING_TRIG_RESULT_DEGREES] = ROM(R_TRIG_RESULT_DEGREES),
    [TIMING_TRIG_UNIT] = ROM(R_TRIG_UNIT),
    [TIMING_TRIG_STEP] = ROM(R_TRIG_STEP),
    [TIMING_TRIG_PLACE] = ROM(R_TRIG_PLACE),
    [TIMING_ATN_RECIPROCAL] = ROM(R_ATN_RECIPROCAL),
    [TIMING_ANGLE_WEST] = ROM(R_ANGLE_WEST),
    [TIMING_UPRC_CHAR] = ROM(R_UPRC_CHAR),
    [TIMING_UPRC_LOWER] = ROM(R_UPRC_LOWER),
    [TIMING_ANGLE_STEEP] = ROM(R_ANGLE_STEEP),
    [TIMING_ASIN_ROOT] = ROM(R_ASIN_ROOT),
    [TIMING_ACOS_ANGLE] = ROM(R_ACOS_ANGLE),
    [TIMING_EXP_STEP] = ROM(R_EXP_STEP),
    [TIMING_EXP_PLACE] = ROM(R_EXP_PLACE),
    [TIMING_EXP_NEGATIVE] = ROM(R_EXP_NEGATIVE),
    [TIMING_EXP_EXPONENT] = ROM(R_EXP_EXPONENT),
    [TIMING_POS_PARTIAL] = ROM(R_POS_PARTIAL),
    [TIMING_POS_FOUND] = ROM(R_POS_FOUND),
    [TIMING_SUBSTR_START] = ROM(R_SUBSTR_START),
    [TIMING_STR_OPERAND] = ROM(R_STR_OPERAND),
    [TIMING_FN_STR_CALL] = ROM(R_FN_STR_CALL),
    [TIMING_FN_STR_PARAM] = ROM(R_FN_STR_PARAM),
    [TIMING_SUBSTR_CHAR] = ROM(R_SUBSTR_CHAR),
    [TIMING_DATE_TEXT] = ROM(R_DATE_TEXT),
    [TIMING_TIMER_ARM] = ROM(R_TIMER_ARM),
    [TIMING_TIMER_GOSUB] = ROM(R_TIMER_GOSUB),
    [TIMING_TIMER_GOTO] = ROM(R_TIMER_GOTO),
    [TIMING_TIMER_RETURN] = ROM(R_TIMER_RETURN),
    [TIMING_BEEP_TONE] = ROM(R_BEEP_TONE),
    [TIMING_BEEP_PITCH] = ROM(R_BEEP_PITCH),
    [TIMING_SEARCH_FORWARD] = ROM(R_SEARCH_FORWARD),
    [TIMING_ELSE_TAKEN] = ROM(R_ELSE_TAKEN),
    [TIMING_LABEL_LOOKUP] = ROM(R_LABEL_LOOKUP),
    [TIMING_LABEL_PASSED] = ROM(R_LABEL_PASSED),
    [TIMING_LABEL_CHAR] = ROM(R_LABEL_CHAR),
    [TIMING_THEN_SKIPPED] = ROM(R_THEN_SKIPPED),
    [TIMING_SEARCH_BACK] = ROM(R_SEARCH_BACK),
    [TIMING_SHIFT_TAP] = ROM(R_SHIFT_TAP),
    [TIMING_LINE_ENTRY] = ROM(R_LINE_ENTRY),
    [TIMING_REPLY_ENTRY] = ROM(R_REPLY_ENTRY),
    [TIMING_REPLY_READ] = ROM(R_REPLY_READ),
    [TIMING_REPLY_DEFAULT] = ROM(R_REPLY_DEFAULT),
    [TIMING_REPLY_DEFAULT_CHAR] = ROM(R_REPLY_DEFAULT_CHAR),
    [TIMING_PROGRAM_LINE] = ROM(R_PROGRAM_LINE),
    [TIMING_TYPED_KEYWORD] = ROM(R_TYPED_KEYWORD),
    [TIMING_TYPED_RUN] = ROM(R_TYPED_RUN),
    [TIMING_TYPED_DISPLAY] = ROM(R_TYPED_DISPLAY),
    [TIMING_ERROR_CAUGHT] = ROM(R_ERROR_CAUGHT),
    [TIMING_WARNING] = ROM(R_WARNING),
    [TIMING_MESSAGE_BEEP] = ROM(R_MESSAGE_BEEP),
    [TIMING_ERROR_SHOWN] = ROM(R_ERROR_SHOWN),
    [TIMING_ENTRY_REFUSED] = ROM(R_ENTRY_REFUSED),
    [TIMING_ADDRESS_DIGIT] = ROM(R_ADDRESS_DIGIT),
    [TIMING_POKE_NIBBLE] = ROM(R_POKE_NIBBLE),
    [TIMING_POKE_RAM] = ROM(R_POKE_RAM),
    [TIMING_POKE_WRITE] = ROM(R_POKE_WRITE),
    [TIMING_PEEK_READ] = ROM(R_PEEK_READ),
    [TIMING_PEEK_NIBBLE] = ROM(R_PEEK_NIBBLE),
    [TIMING_PASSWORD_CHAR] = ROM(R_PASSWORD_CHAR),
    [TIMING_FILE_OPEN] = ROM(R_FILE_OPEN),
    [TIMING_FILE_GROW] = ROM(R_FILE_GROW),
    [TIMING_CHANNEL_CHAR] = ROM(R_CHANNEL_CHAR),
    [TIMING_KEY_NAME] = ROM(R_KEY_NAME),
};

const int32_t timing_convert[3] = {0, ROM(R_CONVERT), ROM(R_CONVERT)};
/* (by VarType: REAL, SHORT, INTEGER) */
const int32_t timing_convert_store[3] = {0, ROM(R_CONVERT_STORE_SHORT), ROM(R_CONVERT_STORE)};
const int16_t timing_convert_store_item[3] = {TIMING_CONVERT_STORE, TIMING_CONVERT_STORE_SHORT,
                                              TIMING_CONVERT_STORE};

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
    if (s > TIMING_WAIT_MAX_S) s = TIMING_WAIT_MAX_S; /* (DELAY 1,1E49: no overflow) */
    double n = floor(s * 32 + 0.5);                   /* whole 32nds of a second, the nearest */
    return (int64_t)(n * 31250);
}

static const bool charged_ahead[OP_COUNT] = {
#define HP71_X_AHEAD(name) [OP_##name] = true,
    HP71_TIMING_AHEAD_OPS(HP71_X_AHEAD)
#undef HP71_X_AHEAD
};

/* What searching for target from pc costs. */
/* The search for the line of the jump at pc - 1 whose target is the
 * operand at at, and the label's when it names one. */
static int64_t search_us(TimingSearch search, TimingLabel label, void *ctx, int pc, int at,
                         Word target) {
    bool back;
    int n = search(ctx, pc, (int)target, &back), passed, chars;
    int64_t us = (int64_t)timing_cost[back ? TIMING_SEARCH_BACK : TIMING_SEARCH_FORWARD] * n;
    if (label && label(ctx, at, &passed, &chars))
        us += timing_cost[TIMING_LABEL_LOOKUP] +
              (int64_t)timing_cost[TIMING_LABEL_PASSED] * passed +
              (int64_t)timing_cost[TIMING_LABEL_CHAR] * chars;
    return us;
}

static int32_t clamped(int64_t us) {
    return us > INT32_MAX ? INT32_MAX : (int32_t)us;
}

void timing_else_items(const Word *code, int from, Word target, TimingStatements statements,
                       void *ctx, int *else_taken, int *skipped) {
    *else_taken = code[target] == OP_STMT || code[target] == OP_GOTO_ELSE;
    *skipped = code[from] == OP_STMT ? statements(ctx, from, (int)target) : 0;
}

void timing_entry_costs(const Word *code, int len, int32_t *ahead, TimingSearch search,
                        TimingLabel label, TimingStatements statements, void *ctx) {
    /* forward, each opcode's entry holds the position of the one before
       it; then back along that chain, summing each run */
    int last = -1;
    for (int pc = 0; pc < len; pc += 1 + chunk_operands((Opcode)code[pc])) {
        ahead[pc] = last;
        last = pc;
    }
    int64_t sum = 0;
    for (int pc = last; pc >= 0;) {
        Opcode op = (Opcode)code[pc];
        int before = ahead[pc];
        int64_t own = timing_cost[op];
        if (op == OP_GOTO || op == OP_GOTO_THEN || op == OP_GOTO_ELSE || op == OP_GOSUB)
            own += search_us(search, label, ctx, pc + 1, pc + 1, code[pc + 1]);
        int taken = op == OP_JUMP_CMP ? 1 : op == OP_JUMP_CMP_VV ? 3 : 0; /* the mask's operand */
        if (taken && (code[pc + taken] & CMP_DIRECT))
            ahead[pc + taken + 1] =
                clamped(timing_cost[OP_GOTO] + search_us(search, label, ctx, pc + 1, pc + taken + 1,
                                                         code[pc + taken + 1]));
        else if ((taken || op == OP_JUMP_NOR || op == OP_EQ_JUMP_NOR || op == OP_JUMP_FALSE) &&
                 code[pc + taken + 1] >= 0 && code[pc + taken + 1] < len && pc + taken + 2 < len) {
            int else_taken, skipped;
            timing_else_items(code, pc + taken + 2, code[pc + taken + 1], statements, ctx,
                              &else_taken, &skipped);
            ahead[pc + taken + 1] = clamped((int64_t)timing_cost[TIMING_ELSE_TAKEN] * else_taken +
                                            (int64_t)timing_cost[TIMING_THEN_SKIPPED] * skipped);
        }
        sum = own + (charged_ahead[op] ? sum : 0);
        ahead[pc] = clamped(sum);
        pc = before;
    }
}

int64_t timing_rest_of_run(const Word *code, const int32_t *ahead, int64_t pc) {
    Opcode op = (Opcode)code[pc];
    return charged_ahead[op] ? (int64_t)ahead[pc] - timing_cost[op] : 0;
}
