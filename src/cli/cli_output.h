#pragma once
// Where disklab-cli writes: results to standard output, diagnostics to standard error.

#include <QString>

namespace disklab::cli {

/// Writes text and a newline to standard output.
void printOut(const QString& text);
/// Writes "disklab-cli: " + text to standard error.
void printError(const QString& text);
/// Reports a usage problem with the sub-command's help hint; returns exit code 2.
int usageError(const QString& command, const QString& text);

} // namespace disklab::cli
