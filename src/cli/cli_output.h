#pragma once
// Where disklab-cli writes: results to standard output, diagnostics to standard error.

#include "core/scenario.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace disklab::cli {

/// Writes text and a newline to standard output.
void printOut(const QString& text);
/// Writes "disklab-cli: " + text to standard error.
void printError(const QString& text);
/// Saves `scenario` to `path` (format by extension), printing `earlierWarnings` and what the
/// format could not keep as warnings; returns the exit code (0 saved, 1 not).
int saveScenarioReporting(const QString& path, const Scenario& scenario, const QStringList& earlierWarnings = {});
/// The numbers of a comma-separated list ("1000,1e4"); ok is false when one is not a finite
/// number or the list is empty.
QList<double> numberList(const QString& text, bool& ok);
/// Reports a usage problem with the sub-command's help hint; returns exit code 2.
int usageError(const QString& command, const QString& text);

} // namespace disklab::cli
