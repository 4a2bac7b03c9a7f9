/*
 * commands.h — the keyboard commands: RUN, CONT, LIST, PLIST, DELETE,
 * RENUMBER, PURGE and BYE as the ROM takes them, and hp71's own LOAD and
 * SAVE.
 *
 * This module owns what a typed command does and how its arguments are
 * checked: line numbers (digits only, 1..9999), ranges, names (a file for
 * RUN and LIST, a label for CONT), and the ROM's messages for each fault
 * (Missing Parm, Invalid Parm, Invalid Arg, Excess Chars, File Not Found,
 * Stmt Not Found). RENUMBER rewrites every reference to a renumbered line.
 * Each rule was checked on the ROM (tests/model/commands). It is internal to
 * the interpreter: interp.c hands it the tokenized line.
 */
#ifndef HP71_COMMANDS_H
#define HP71_COMMANDS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "chunk.h"
#include "compiler.h"
#include "errors.h"
#include "machine.h"

/* OP_COMMAND: executes the command whose operands start at a (keyword,
 * count, four line numbers, a name; chunk.h), next_pc being the
 * instruction after it. Returns -1 to go on with the line, or how the run
 * ends: RUN_REQUEST for RUN, CONT and a RENUMBER inside a program (the
 * request is in I->request, for commands_perform), RUN_END for BYE and a
 * PURGE inside a program. Errors (thrown): Invalid Arg (a range backwards,
 * RENUMBER onto the lines before), File Not Found (files are not emulated). */
int commands_statement(Interp *I, const Word *a, int64_t next_pc);

/* Carries out I->request once the run that made it has returned: RUN
 * (the run state reset, from the first line at or after n), CONT (the
 * suspended program, a line or label, or from the start), or the rest of a
 * program after a RENUMBER. Returns how that run ended (RUN_REQUEST again
 * when it made another request). Error: Stmt Not Found (CONT to a label
 * that does not exist). */
RunEnd commands_perform(Interp *I);

/* The ROM's answer to a file that statement or function kw names by a
 * string at run time, len characters at s (what a blank ends): Invalid
 * Filespec unless it is a name of 1 to 8 letters and digits (not a digit
 * first), with a device the ROM knows after a colon; Device Not Found for a
 * device hp71 has none of (a port; a card, CARD or PCRD, for CAT and RUN
 * only, else Invalid Filespec, also with no name: RUN ":CARD"); else File
 * Not Found (the emulated machine has no files). Returns the error, never
 * HP71_E_NONE. */
Hp71Error commands_file_spec_error(Keyword kw, const char *s, int len, unsigned freed);

/* True when file specifier s, len characters (FOO, "FOO", FOO:MAIN, up to
 * its first blank), names the current file, the workfile NAME named (the
 * machine's only file then): LIST, CAT, RUN and PURGE take it; the
 * statements hp71 does not run are then Not Emulated. */
bool commands_is_current_file(const Interp *I, const char *s, int len);

/* The file of the main RAM named name (upper case, not empty): the
 * current file, another BASIC file or a DATA file (its index, basicfiles.h
 * or datafiles.h, into *i), or none. */
typedef enum MainFile {
    MAIN_FILE_NONE,
    MAIN_FILE_CURRENT,
    MAIN_FILE_BASIC,
    MAIN_FILE_DATA
} MainFile;
MainFile commands_find_file(const Interp *I, const char *name, int *i);

/* MERGE file (a string constant as listed, a name of the main RAM) of its
 * lines lo to hi (1 to 9999): a copy of each replaces or joins the current
 * file's line of its number, the file merged unchanged (ROM 2CDCC). Returns
 * -1 to go on (typed, the line goes on in the program as it is then; in a
 * program, when no line was merged), RUN_END when a program merged lines
 * (its run ends). Errors: File Not Found (no such file), Invalid File Type
 * (a DATA file), Invalid Arg (lo above hi), Insufficient Memory (the
 * lines' nibbles beyond those they replace: the RAM's edge not measured). */
int commands_merge(Interp *I, const StrConst *file, int lo, int hi);

/* CHAIN spec (len characters as listed, quoted or not; a string
 * expression's value quoted): the current file is purged (the workfile
 * emptied and made again as the last file), the BASIC file named becomes
 * the current one and runs from its first line, the variables kept, as
 * RUN of it (ROM 2CDCC: files/chain_*). Returns RUN_REQUEST (I->request:
 * the run, or REQUEST_CHAIN_FAILED). Errors: File Protect (the current file
 * secured), raised with the line. No BASIC file there (none, a DATA file,
 * the current file itself, a device): the ROM purges the current file all
 * the same and answers File Not Found, Invalid File Type or Device Not
 * Found without a line, the run over; hp71 answers so, keeping the program
 * (REQUEST_CHAIN_FAILED: no ON ERROR catches it). */
int commands_chain(Interp *I, const char *spec, int len);

/* CHAIN of a file there is not, answered e (File Not Found, Device Not
 * Found ...: commands_chain's REQUEST_CHAIN_FAILED). Returns RUN_REQUEST.
 * Error: File Protect (the current file secured). */
int commands_chain_absent(Interp *I, Hp71Error e);

/* Exchanges BASIC file i (basicfiles.h) with the current file, a run going
 * on: the current file's program, name, catalog entry and SECURE are put
 * aside as file i, file i's become the current file's (its code linked
 * when it was: program_link) (a CALL of a subprogram another BASIC file holds runs there, and its
 * end comes back: ROM 2CDCC, files/basic_call_*). Nothing of the run ends:
 * the caller follows the code's move. */
void commands_exchange_current(Interp *I, int i);

/* The index (basicfiles.h) of the BASIC file other than the current one
 * that file specifier s (len characters, quoted or not) names: a name
 * alone or on MAIN; -1 when there is none. */
int commands_basic_file(const Interp *I, const char *s, int len);

/* NAME s (len characters as listed: X, "X"): names the workfile, the
 * current file or one kept beside it (the ROM). Returns File Exists when a
 * file has that name already, File Not Found when the current file has
 * another and there is no workfile left to name, Invalid Filespec for what
 * is no name ("", 1X) or a name on a device (X:MAIN); else HP71_E_NONE. */
Hp71Error commands_name(Interp *I, const char *s, int len);

/* TRANSFORM [from] INTO type [to] of files of the main RAM (from, to:
 * names as listed, NULL for the current file and for none; type KW_BASIC,
 * KW_TEXT, KW_DATA or KW_SDATA). A BASIC file into TEXT: a TEXT file of its
 * lines as LIST shows them, each after its number in four digits ("0010
 * DISP 1"); a TEXT file into BASIC: a BASIC file of its lines entered as
 * typed. With to, a new file of that name and the first kept; without, the
 * file itself (the current file's lines go, its name with them: the
 * workfile's TEXT file is named WORKFILE, and a new empty workfile becomes
 * current). A file into its own type stays as it is, or is copied under
 * the new name. Errors, in the ROM's order: File Not Found, File Open (a
 * file a channel has open), File Protect (a secured file in place, into its
 * own type too), Invalid Transform (a BASIC or TEXT
 * file into DATA or SDATA, a DATA file into another type), File Exists (the
 * new name taken), Insufficient Memory; Not Emulated for a TEXT file whose
 * lines are not numbered program lines in increasing order (the ROM enters
 * them as they come, or stops part way), and for the current file while a
 * program runs. (the ROM 2CDCC: files/transform_*) */
void commands_transform(Interp *I, const StrConst *from, Keyword type, const StrConst *to);

/* The error for port p (MEM(p), FOO:PORT(p)), of which the emulated machine
 * has none: Device Not Found for a port the ROM knows, p from 0 to 5.15 with
 * a sub-port of .00 to .15 (digits after the second dropped: 4.159 is
 * 4.15; -0 is 0), else Invalid Arg. */
Hp71Error commands_port_error(Num p);

/* The module of port 0 that port number p names: 0 for 0 (and 0.00), 1 to
 * 3 for .01 to .03 (the built-in RAM's four 4K modules, which FREE PORT can
 * make independent RAM); -1 for any other port. */
int commands_port_module(Num p);

/* Whether port number p names a module of port 0 that freed holds (bit i:
 * module 0.0i), one FREE PORT made independent RAM, with no file. */
bool commands_port_free(Num p, unsigned freed);

/* commands_port_error of a port that is constant kw, negated when minus
 * (PORT(INF), PORT(-PI)): Invalid Arg or Device Not Found; HP71_E_NONE
 * for a keyword that is no such constant. */
Hp71Error commands_constant_port_error(Keyword kw, bool minus);

/* A quoted file specifier's text s, len characters (COPY "X:CARD", COPY X
 * TO "1Y"), as a file statement the machine does not run checks it before
 * looking for any file: up to its first blank, a name of 1 to 8 letters
 * and digits (a letter first), or none before a device, and after a colon a
 * device the ROM knows (commands_file_spec_error's). Returns Invalid
 * Filespec, else HP71_E_NONE. */
Hp71Error commands_quoted_spec_error(const char *s, int len);

/* A label named by a string's value, s (len characters): the ROM reads it
 * as a file specifier, up to its first blank, and refuses a device after
 * its colon that begins with PORT and is no port (GOTO "A:PORT(9)", "A:PORTS";
 * not "A:PORT", "A:TAPE" or "A:PORT(.15)", which name no label). Returns
 * Invalid Filespec, else HP71_E_NONE. */
Hp71Error commands_label_spec_error(const char *s, int len);

/* The ROM's answer to ASSIGN #n TO spec (len characters, quoted or not, as
 * listed or a string's value) once its channel was found good: HP71_E_NONE
 * for "" or "*" (the channel closes); Invalid Filespec for what is no file
 * specifier (up to its first blank: "1X", " X", "X:FOO"); File Not Found
 * for a file on a device, any (X:MAIN, X:CARD, :PORT(0): ASSIGN looks for
 * it there); Not Emulated for a name alone, which ASSIGN opens or makes as
 * a DATA file in the main RAM (vm.c's assign_file does that). */
Hp71Error commands_assign_error(const char *spec, int len);

/* The index (datafiles.h) of the DATA file that file specifier s (len
 * characters, quoted or not) names: a name alone or on MAIN; -1 when there
 * is none. */
int commands_data_file(const Interp *I, const char *s, int len);

/* The name a file specifier s (len characters, quoted or not) gives, upper
 * case, into name (9 bytes), and *alone true when it has no device: true
 * when it is a name (1 to 8 letters and digits, a letter first) alone or
 * on MAIN. */
bool commands_main_file(const char *s, int len, char *name, bool *alone);

/* The ROM's answer to RENAME's new name to (len characters, quoted or not,
 * as listed or a string's value), which it checks before it looks for the
 * file renamed: Device Not Found on a port (a numbered one: PORT alone is
 * the main RAM's; not a module of port 0 in freed, FREE PORT's), Invalid
 * Filespec on a card; else HP71_E_NONE. */
Hp71Error commands_rename_error(const char *to, int len, unsigned freed);

/* The catalog's heading, which CAT ALL or CAT of the main RAM shows before
 * the ROM waits for the keys that show its entries. */
#define COMMANDS_CATALOG_HEADING "  NAME   S TYPE   LEN    DATE    TIME PORT"

/* What CAT of a device alone shows (typed at the keyboard). */
typedef enum {
    CATALOG_NOT_A_DEVICE, /* a file, or no device the ROM knows: answered as a file is */
    CATALOG_HEADING,      /* :MAIN, or a module of port 0 made independent RAM: the heading */
    CATALOG_EMPTY,        /* :PORT with modules made independent RAM (no file): nothing */
    CATALOG_ABSENT,       /* another port, or :PORT with none: Device Not Found */
} CatalogDevice;

/* The catalog CAT of file specifier spec (len characters, quoted or not,
 * as listed or a string's value) shows when spec is a device alone
 * (":MAIN", :PORT(0)), freed the modules of port 0 that FREE PORT made
 * independent RAM (bit i: module 0.0i). A card is CATALOG_NOT_A_DEVICE:
 * its answer is commands_file_spec_error's or commands_absent_file_error's. */
CatalogDevice commands_catalog_device(const char *spec, int len, unsigned freed);

/* CAT$(n, device)'s device: string s (len characters, its value), freed
 * as for commands_catalog_device. Returns CATALOG_HEADING for the main RAM
 * (":MAIN" in any case, blanks after it), CATALOG_EMPTY for a module of
 * port 0 made independent RAM (no file), CATALOG_ABSENT for another port
 * or a card (Device Not Found), CATALOG_NOT_A_DEVICE for anything else:
 * Invalid Filespec (":PORT" alone, " :MAIN", "X:MAIN", ""; the ROM). */
CatalogDevice commands_catalog_string(const char *s, int len, unsigned freed);

/* The ROM's answer to file statement kw (COPY, MERGE, RENAME, TRANSFORM,
 * SECURE, UNSECURE, PRIVATE, CAT, CHAIN) whose first file is spec, len characters
 * as listed: a name (FOO, "FOO"), a name on a device (FOO:CARD) or a device
 * alone (:CARD, :MAIN). The emulated machine has no file, no card reader
 * and no port: File Not Found for a name (on MAIN too) or :MAIN, Device Not
 * Found for a port (PORT(0)) or a card (CARD, PCRD) where kw reads one
 * (COPY, CAT), else Invalid Filespec (CHAIN :MAIN). Returns HP71_E_NONE
 * when spec is none of those (a string expression, a port number that is
 * no literal one, the workfile, CAT :MAIN): the statement is then not
 * emulated. */
Hp71Error commands_absent_file_error(Keyword kw, const char *spec, int len, unsigned freed);

/* The ROM's answer to COPY of the workfile to spec, len characters as
 * listed (COPY TO X:PORT(1), COPY TO ":CARD"): Device Not Found for a port
 * (PORT, PORT(p)) or a card, File Exists for :MAIN (the workfile itself);
 * HP71_E_NONE for a name (on MAIN too), which the ROM makes, or a string
 * expression: then the statement is not emulated. */
Hp71Error commands_workfile_copy_error(const char *spec, int len);

/* CREATE's file named by a string's value s (len characters, read to its
 * first blank as the ROM reads a file specifier): its name, upper case,
 * into name (FILES_NAME bytes), and into *where: 0 for the main RAM (no
 * device, MAIN), FILES_CREATE_PORTS for a port (PORT alone too),
 * FILES_CREATE_CARD for a card, -1 for a module of port 0 that freed
 * holds (FREE PORT made it RAM). Returns HP71_E_INVALID_FILESPEC for what
 * is no file specifier (the empty string, a digit first, a device alone,
 * a port the ROM does not know), else HP71_E_NONE. */
Hp71Error commands_create_spec(const char *s, int len, unsigned freed, char *name, int *where);

/* TRANSFORM's new file to (len characters as listed, quoted or not, to
 * its first blank; a port's number an expression is given as 0): on a port
 * (PORT alone too) or a card it is Invalid Filespec, checked before the
 * file transformed is looked for (TRANSFORM works in the main RAM, the
 * ROM); on MAIN or no device HP71_E_NONE. */
Hp71Error commands_transform_error(const char *to, int len);

/* COPY from to (file specifiers as listed, flen and tlen characters): the
 * ROM's refusal before it reads any file, Invalid Filespec for a card
 * copied to a port or a card (COPY :CARD TO X:PORT(1)); else
 * HP71_E_NONE. */
Hp71Error commands_copy_error(const char *from, int flen, const char *to, int tlen);

/* LOAD "file" and SAVE "file" typed at the start of a line (the HP-71B has
 * no such words; hp71's way to the host's files). Returns -1 when text is
 * neither (also for any other form: no quoted name, an empty or unclosed
 * one, more after it, which the ROM answers), else whether it succeeded.
 * LOAD is all or nothing: a file with a line that cannot be entered leaves
 * the old program in place. Errors: File Not Found, Invalid Arg (unreadable
 * or unwritable, with the reason in a notice), and the first bad line's. */
int commands_file(Interp *I, const char *text, size_t len);

/* ---- interp.c's services to the commands ---- */

/* Displays a keyboard error (ERR:<text>) and records it; returns false. */
bool interp_keyboard_error(Interp *I, Hp71Error e);
/* Enters a numbered program line (text starts with its digits), its line
 * references mapped through renumber (NULL: as written). */
Hp71Error interp_enter_program_line(Interp *I, const char *text, size_t len,
                                    const LineMap *renumber);
/* What interp_enter_program_line would answer for the line (its entry
 * error, or 0), the program left as it is: RENUMBER checks every line
 * before it changes one. */
Hp71Error interp_check_program_line(Interp *I, const char *text, size_t len,
                                    const LineMap *renumber);
/* Compiles the numbered program line text (len characters, its digits
 * first, as a TEXT file holds it: TRANSFORM) into program p, which is not
 * the current one: no RAM checked, no edit of the current program. Returns
 * its entry error (Syntax for no line number), nothing put. */
Hp71Error interp_put_line_in(Interp *I, Program *p, const char *text, size_t len);
/* CONT typed: while the program it continues runs, the typed line takes
 * no RAM, nor VM_RAM_CONT_FREED nibbles of the command stack's (ROM 2CDCC,
 * measured with MEM in the run: tests/model/memory/cont_frees_the_typed_line);
 * first, the command stack's oldest lines give way until VM_RAM_CONT_ROOM
 * nibbles are free. */
void interp_typed_line_freed(Interp *I);
/* The program changed: drops run state that pointed into its code. */
void interp_program_changed(Interp *I);
/* Runs from pc (resume: CONT's pending operands) with ATTN cleared and a
 * fresh step budget; returns false when it ended in an error. */
bool interp_execute_from(Interp *I, int64_t pc, bool resume);
/* RUN from pc: the run state reset first. */
bool interp_run_from(Interp *I, int64_t pc);
/* Writes "NUMBER TEXT" of program line i into buf (cap bytes); returns
 * its length. */
int interp_line_text(const Interp *I, int i, char *buf, size_t cap);
/* Sends an hp71 notice (not a display line) to the host. */
void interp_notice(Interp *I, const char *text);

#endif
