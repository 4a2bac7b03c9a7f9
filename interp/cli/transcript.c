/* transcript.c — JSON Lines session records (see transcript.h). */
#include "transcript.h"

#include <string.h>

static void json_string(FILE *f, const char *s, size_t len) {
    fputc('"', f);
    for (size_t i = 0; i < len; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c == '"' || c == '\\')
            fprintf(f, "\\%c", c);
        else if (c < 0x20 || c >= 0x7F)
            fprintf(f, "\\u%04x", c);
        else
            fputc(c, f);
    }
    fputc('"', f);
}

static void clock_fields(FILE *f, int64_t tod, int64_t emu) {
    fprintf(f, "\"time\":\"%02d:%02d:%02d.%02d\",\"emulated\":%lld.%06lld", (int)(tod / 360000),
            (int)(tod / 6000 % 60), (int)(tod / 100 % 60), (int)(tod % 100),
            (long long)(emu / 1000000), (long long)(emu % 1000000));
}

int transcript_record(FILE *f, const char *kind, const char *text, size_t len, const char *prompt,
                      int64_t tod, int64_t emu) {
    fprintf(f, "{\"kind\":\"%s\",\"text\":", kind);
    json_string(f, text, len);
    if (prompt) {
        fputs(",\"prompt\":", f);
        json_string(f, prompt, strlen(prompt));
    }
    fputc(',', f);
    clock_fields(f, tod, emu);
    fputs("}\n", f);
    return fflush(f);
}

int transcript_exit(FILE *f, int status, int64_t tod, int64_t emu) {
    fprintf(f, "{\"kind\":\"exit\",\"text\":\"\",\"status\":%d,", status);
    clock_fields(f, tod, emu);
    fputs("}\n", f);
    return fflush(f);
}
