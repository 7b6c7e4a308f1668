#pragma once
// What `disklab` answers in the terminal without opening a window, so that it works with no
// display (lab staff checking an installation over ssh): --help, --version, and
// --list-examples, the shipped example scenarios this installation finds.

#include <QCommandLineOption>
#include <QStringList>

namespace disklab {

/// The --list-examples option, shared with the full parser so that --help lists it.
QCommandLineOption listExamplesOption();

/// True when `arguments` (argv) ask for one of the terminal answers.
bool answersInTerminal(const QStringList& arguments);

/// Prints the answer `arguments` ask for and returns the exit code (--help and --version exit
/// through Qt's parser). Needs a QCoreApplication set up by configureTerminalApplication.
int answerInTerminal(const QStringList& arguments);

} // namespace disklab
