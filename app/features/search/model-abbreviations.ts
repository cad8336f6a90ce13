// Spellings, not kinds of product: the query parser reads these like the transliteration table.
// The words for kinds of product are the shopper vocabulary (features/shopper-vocabulary).

/**
 * Model abbreviations and short names shoppers type, each group with the spelling product names
 * use first (then its Arabic), like the transliteration table: "ps5" also matches "playstation 5".
 */
export const MODEL_ABBREVIATIONS: readonly (readonly string[])[] = [
  ["playstation 5", "بلايستيشن 5", "ps5", "ps 5", "بي اس 5", "بلي 5", "بلاي 5", "سوني 5"],
  ["playstation 4", "بلايستيشن 4", "ps4", "ps 4", "بي اس 4", "بلي 4"],
  ["xbox series x", "اكس بوكس سيريز x", "xsx", "xbox x"],
  ["iphone", "ايفون", "iph"],
  ["galaxy s24", "جالكسي s24", "s24", "اس 24", "اس24"],
  ["galaxy s25", "جالكسي s25", "s25", "اس 25", "اس25"],
  ["z flip", "زد فليب", "flip6", "زد فلب"],
  ["macbook pro", "ماك بوك برو", "mbp"],
  ["macbook air", "ماك بوك اير", "mba"],
  ["apple watch", "ابل واتش", "ساعه ابل"],
  ["galaxy watch", "جالكسي واتش"],
  ["redmi note", "ريدمي نوت"],
  ["oneblade", "ون بليد", "one blade"],
  ["alpha 7", "الفا 7", "a7"],
  ["dualsense", "دول سينس", "dual sense", "يد بلايستيشن", "يد سوني"],
  // Words that describe a product the way shoppers say them rather than the way names write them
  ["for men", "للرجال", "رجالي", "men", "mens"],
  ["for women", "للنساء", "نسائي", "women", "womens"],
];
