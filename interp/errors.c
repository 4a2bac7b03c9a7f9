/* errors.c — lookups into the HP-71B message table of errors.h. */
#include "errors.h"

static const struct {
    int number;
    MessageClass cls;
    const char *text;
} message_table[HP71_E_COUNT] = {
#define HP71_X_ROW(name, num, cls, txt) {num, cls, txt},
    HP71_MESSAGES(HP71_X_ROW)
#undef HP71_X_ROW
};

int errors_number(Hp71Error e) {
    return ((unsigned)e < HP71_E_COUNT) ? message_table[e].number : 0;
}

MessageClass errors_class(Hp71Error e) {
    return ((unsigned)e < HP71_E_COUNT) ? message_table[e].cls : MSG_ERROR;
}

bool errors_is_warning(Hp71Error e) {
    return errors_class(e) == MSG_WARNING;
}

bool errors_is_trap(Hp71Error e) {
    return errors_class(e) >= TRAP_INX;
}

const char *errors_text(Hp71Error e) {
    return ((unsigned)e < HP71_E_COUNT) ? message_table[e].text : "";
}
