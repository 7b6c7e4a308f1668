#pragma once
// The hand's options of `run` (--hand-to X, --hand-speed U): after any --equilibrate, the gas-laws
// lab's hand takes the free piston and moves it to x = X at speed U, then holds it there
// (Engine::holdPiston), so that a compression is measured from a settled gas.

#include "runtime/lab_control.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QList>
#include <QString>

#include <optional>

namespace disklab::cli {

QList<QCommandLineOption> handOptions();

/// What the options ask the hand to do (applyLabControl), nothing without --hand-to, or `error`
/// (a usage error) if an option is not valid.
std::optional<LabControl> parseHandOptions(const QCommandLineParser& parser, QString& error);

} // namespace disklab::cli
