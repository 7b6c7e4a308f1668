#pragma once
// Every core scenario generator as the Generate dialog offers it: a title, a short description
// and its numeric parameters (defaults from the generator's own parameter struct), and a
// function building the scenario from values in that order.

#include "core/scenario.h"

#include <QList>
#include <QString>

#include <functional>
#include <vector>

namespace disklab {

struct GeneratorParameter {
    QString label;
    double value = 0.0;    ///< the generator's default
    bool integer = false;  ///< counts, seeds, yes/no (0 or 1)
};

struct GeneratorEntry {
    QString title;
    QString description;
    QList<GeneratorParameter> parameters;
    /// Builds the scenario from one value per parameter; throws GeneratorError (a
    /// std::invalid_argument) for values it cannot build from. Any thread.
    std::function<Scenario(const QList<double>& values)> build;
};

/// The generators, in menu order. GUI thread (the titles are translated).
std::vector<GeneratorEntry> generatorCatalog();

} // namespace disklab
