// The names of engine choices: every choice has one, each name reads back as its choice, and
// any other text (another case, a neighbouring word, nothing) is refused.
#include "core/engine_config.h"

#include <QTest>

#include <set>
#include <string>

using namespace disklab;

namespace {

/// Every value of `all` prints a distinct name that parses back to it.
template <typename Choice, std::size_t Count>
void checkRoundTrip(const std::array<Choice, Count>& all, const char* (*nameOf)(Choice),
                    std::optional<Choice> (*parse)(std::string_view))
{
    std::set<std::string> names;
    for (Choice choice : all) {
        const std::string name = nameOf(choice);
        QVERIFY2(names.insert(name).second, name.c_str());
        QVERIFY2(parse(name) == std::optional<Choice>(choice), name.c_str());
        std::string upper = name;
        upper[0] = static_cast<char>(upper[0] - 'a' + 'A');
        QVERIFY2(!parse(upper), upper.c_str());
        QVERIFY(!parse(name + " "));
    }
    QVERIFY(!parse(""));
}

} // namespace

class TestEngineConfig : public QObject {
    Q_OBJECT
private slots:
    void engineKindNamesRoundTrip()
    {
        checkRoundTrip(kAllEngineKinds, engineKindName, parseEngineKind);
        QCOMPARE(std::string(engineKindName(EngineKind::EventDriven)), std::string("event"));
        QCOMPARE(std::string(engineKindName(EngineKind::TimeDriven)), std::string("time"));
        QVERIFY(!parseEngineKind("both"));
        QVERIFY(!parseEngineKind("exact"));
    }

    void broadphaseNamesRoundTrip()
    {
        checkRoundTrip(kAllBroadphases, broadphaseName, parseBroadphase);
        QCOMPARE(std::string(broadphaseName(Broadphase::Quadtree)), std::string("quadtree"));
        QVERIFY(!parseBroadphase("octree"));
    }

    void responseNamesRoundTrip()
    {
        checkRoundTrip(kAllResponses, responseName, parseResponse);
        QCOMPARE(std::string(responseName(Response::Rollback)), std::string("rollback"));
        QVERIFY(!parseResponse("exact"));
    }

    void defaultsAreTheFileFormatsDefaults()
    {
        // A file without an "engine" object reads as these (docs/file-formats.md).
        const EngineConfig config;
        QCOMPARE(config.kind, EngineKind::EventDriven);
        QCOMPARE(config.dt, 1e-3);
        QCOMPARE(config.broadphase, Broadphase::Grid);
        QCOMPARE(config.response, Response::Naive);
    }
};

QTEST_APPLESS_MAIN(TestEngineConfig)
#include "tst_engine_config.moc"
