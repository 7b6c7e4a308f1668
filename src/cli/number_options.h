#pragma once
// Reading a number option of a command: one wording of the refusal for every command.

#include <QCommandLineParser>
#include <QString>

#include <optional>

namespace disklab::cli {

/// The value of --`name` when given, a finite number >= 0; nothing when not given. A value that
/// is not one sets `error` ("--until: expected a number >= 0, got 'x'").
std::optional<double> nonNegativeNumber(const QCommandLineParser& parser, const QString& name, QString& error);

} // namespace disklab::cli
