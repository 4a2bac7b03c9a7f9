/* errors.c — lookups into the HP-71B message table of errors.h. */
#include "errors.h"

static const struct {
    int number;
    bool warning;
    const char *text;
} message_table[HP71_E_COUNT] = {
#define HP71_X_ROW(name, num, warn, txt) {num, warn, txt},
    HP71_MESSAGES(HP71_X_ROW)
#undef HP71_X_ROW
};

int errors_number(Hp71Error e) {
    return (e < HP71_E_COUNT) ? message_table[e].number : 0;
}

bool errors_is_warning(Hp71Error e) {
    return (e < HP71_E_COUNT) && message_table[e].warning;
}

const char *errors_text(Hp71Error e) {
    return (e < HP71_E_COUNT) ? message_table[e].text : "";
}
