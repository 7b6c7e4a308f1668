#pragma once
// What every generator test asks of a generator: the same parameters give the same scenario,
// and a refused parameter is named.

#include "core/generator_error.h"
#include "core/scenario.h"

#include <QString>
#include <QTest>

#include <cstdint>
#include <functional>

namespace disklab::test {

/// Same parameters, same scenario bit for bit; when `seeded`, another seed gives another one.
inline void checkReproducible(const std::function<Scenario(std::uint64_t)>& generate, bool seeded)
{
    const Scenario a = generate(7), b = generate(7);
    QVERIFY(a == b);
    if (seeded)
        QVERIFY(!(generate(8).disks == a.disks));
}

/// The generator throws GeneratorError naming `parameter`.
inline void checkRefused(const std::function<void()>& generate, const char* parameter)
{
    try {
        generate();
        QFAIL(qPrintable(QString("no error for %1").arg(parameter)));
    } catch (const GeneratorError& e) {
        QCOMPARE(QString::fromStdString(e.parameter()), QString(parameter));
        QVERIFY(QString(e.what()).startsWith(QString(parameter) + ": "));
    }
}

} // namespace disklab::test
