// Reasons a customer can give when returning an item, per root category.
type Reason = readonly [en: string, ar: string]

const common: Reason[] = [
  ['The item arrived damaged', 'وصل المنتج تالفًا'],
  ['I received a different item', 'استلمت منتجًا مختلفًا'],
  ['I no longer need it', 'لم أعد بحاجة إليه'],
]

export const pollQuestionsByRoot: Record<string, Reason[]> = {
  'engine-oil': [...common, ['Wrong viscosity for my engine', 'اللزوجة غير مناسبة لمحركي']],
  tire: [...common, ['The size does not fit my car', 'المقاس لا يناسب سيارتي']],
  battery: [
    ...common,
    ['The battery does not fit the tray', 'البطارية لا تناسب مكانها في السيارة'],
  ],
  carwash: [...common, ['The product left marks on the paint', 'ترك المنتج آثارًا على الطلاء']],
  automobile: [...common, ['It does not fit my car model', 'لا يناسب طراز سيارتي']],
  motorcycle: [...common, ['The size is wrong', 'المقاس غير صحيح']],
  sales: common,
}
