#include "app/units/units_menu.h"

#include "app/units/units_choice.h"

#include <QAction>
#include <QActionGroup>
#include <QCoreApplication>
#include <QMenu>

#include <utility>

namespace disklab {
namespace {

/// An exclusive group in `menu`: one action per (text, value), each choosing its value for
/// `member` and keeping the rest of the choice.
template <class Value>
QActionGroup* addGroup(QMenu& menu, UnitsChoice& choice, const QList<std::pair<QString, Value>>& entries,
                       Value UnitSystem::*member)
{
    auto* group = new QActionGroup(&menu);
    for (const auto& [text, value] : entries) {
        QAction* action = menu.addAction(text);
        action->setCheckable(true);
        action->setData(int(value));
        group->addAction(action);
        QObject::connect(action, &QAction::triggered, &choice, [&choice, member, value = value] {
            UnitSystem units = choice.units();
            units.*member = value;
            choice.choose(units);
        });
    }
    return group;
}

void check(QActionGroup& group, int value)
{
    for (QAction* action : group.actions())
        action->setChecked(action->data().toInt() == value);
}

} // namespace

void fillUnitsMenu(QMenu& menu, UnitsChoice& choice)
{
    QActionGroup* scale = addGroup<UnitScale>(
        menu, choice,
        {{QCoreApplication::translate("disklab::UnitsMenu", "&Reduced (kT, disk sizes)"), UnitScale::Reduced},
         {QCoreApplication::translate("disklab::UnitsMenu", "&Atoms (SI units)"), UnitScale::Atoms}},
        &UnitSystem::scale);
    menu.addSeparator();
    QActionGroup* gas = addGroup<Gas>(menu, choice,
                                      {{gasName(Gas::Helium), Gas::Helium},
                                       {gasName(Gas::Neon), Gas::Neon},
                                       {gasName(Gas::Argon), Gas::Argon},
                                       {gasName(Gas::Xenon), Gas::Xenon}},
                                      &UnitSystem::gas);
    menu.addSeparator();
    QActionGroup* temperature = addGroup<TemperatureUnit>(
        menu, choice,
        {{QCoreApplication::translate("disklab::UnitsMenu", "&Kelvin (K)"), TemperatureUnit::Kelvin},
         {QCoreApplication::translate("disklab::UnitsMenu", "&Celsius (°C)"), TemperatureUnit::Celsius}},
        &UnitSystem::temperatureUnit);
    menu.addSeparator();
    QActionGroup* pressure = addGroup<PressureUnit>(
        menu, choice,
        {{QCoreApplication::translate("disklab::UnitsMenu", "Kilo&pascals (kPa)"), PressureUnit::Kilopascal},
         {QCoreApplication::translate("disklab::UnitsMenu", "A&tmospheres (atm)"), PressureUnit::Atmosphere}},
        &UnitSystem::pressureUnit);
    const auto show = [=](const UnitSystem& units) {
        check(*scale, int(units.scale));
        check(*gas, int(units.gas));
        check(*temperature, int(units.temperatureUnit));
        check(*pressure, int(units.pressureUnit));
        for (QActionGroup* group : {gas, temperature, pressure})
            group->setEnabled(units.atoms());
    };
    show(choice.units());
    QObject::connect(&choice, &UnitsChoice::changed, &menu, show);
}

} // namespace disklab
