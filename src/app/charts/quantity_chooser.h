#pragma once
// The "Show:" list of a chart dock that plots one of several quantities (time series,
// performance): one item per value of the dock's Quantity enum, in the enum's order, so the
// dock reads and sets its choice as that enum. A quantity that means nothing for the scenario
// shown stays in the list, disabled, with a tooltip saying why.

#include <QComboBox>
#include <QStringList>

namespace disklab {

class QuantityChooser : public QComboBox {
public:
    /// `names[k]` is shown for the enum value k. GUI thread.
    explicit QuantityChooser(const QStringList& names, QWidget* parent = nullptr);

    template <typename Quantity>
    Quantity current() const
    {
        return static_cast<Quantity>(currentIndex());
    }

    /// Chooses `quantity` unless it is unavailable. GUI thread.
    template <typename Quantity>
    void choose(Quantity quantity)
    {
        if (isAvailable(static_cast<int>(quantity)))
            setCurrentIndex(static_cast<int>(quantity));
    }

    /// Enables or disables `quantity`; `whyNot` is its tooltip while disabled. Choosing it is
    /// then refused; when it was the current one, `fallback` is chosen instead. GUI thread.
    template <typename Quantity>
    void setAvailable(Quantity quantity, bool available, const QString& whyNot, Quantity fallback)
    {
        setAvailable(static_cast<int>(quantity), available, whyNot, static_cast<int>(fallback));
    }

    template <typename Quantity>
    bool isAvailable(Quantity quantity) const
    {
        return isAvailable(static_cast<int>(quantity));
    }

private:
    void setAvailable(int index, bool available, const QString& whyNot, int fallback);
    bool isAvailable(int index) const;
};

} // namespace disklab
