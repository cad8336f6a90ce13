import type { AttributeDefinition, AttributeOption, BetterDirection } from "./attribute-types";
import type { UnitKey } from "./units";

// The attributes Qaren knows for each kind of product it lists, by category slug: the demo
// catalogue starts with them, and the one-off migration of free-text specifications gives them
// to a catalogue's categories of these slugs that have none yet. Admins change them afterwards.
// A subcategory inherits its parent's attributes, so shared ones sit on the department.

type Extra = Partial<
  Pick<AttributeDefinition, "isFilter" | "isVariantAxis" | "synonyms" | "alsoIn" | "qualifiers">
> & {
  /** For a yes/no attribute: words of a value that mean yes ("Active" noise cancelling). */
  yes?: string[];
};

function numberAttribute(
  key: string,
  [labelEn, labelAr]: [string, string],
  unit: UnitKey,
  better: BetterDirection | null,
  extra: Extra = {},
): AttributeDefinition {
  return { ...base(key, labelEn, labelAr, extra), kind: "number", unit, better };
}

function optionAttribute(
  key: string,
  [labelEn, labelAr]: [string, string],
  options: AttributeOption[],
  extra: Extra = {},
): AttributeDefinition {
  return { ...base(key, labelEn, labelAr, extra), kind: "option", options };
}

function textAttribute(
  key: string,
  [labelEn, labelAr]: [string, string],
  extra: Extra = {},
): AttributeDefinition {
  return { ...base(key, labelEn, labelAr, extra), kind: "text" };
}

function yesNoAttribute(
  key: string,
  [labelEn, labelAr]: [string, string],
  extra: Extra = {},
): AttributeDefinition {
  const options = extra.yes ? [option("yes", "Yes", "نعم", ...extra.yes)] : [];
  return { ...base(key, labelEn, labelAr, extra), kind: "boolean", options };
}

function base(key: string, labelEn: string, labelAr: string, extra: Extra): AttributeDefinition {
  return {
    key,
    labelEn,
    labelAr,
    kind: "text",
    unit: null,
    options: [],
    better: null,
    isFilter: extra.isFilter ?? false,
    isVariantAxis: extra.isVariantAxis ?? false,
    synonyms: extra.synonyms ?? [],
    alsoIn: extra.alsoIn ?? [],
    qualifiers: extra.qualifiers ?? [],
  };
}

const option = (key: string, en: string, ar: string, ...synonyms: string[]): AttributeOption => ({
  key,
  en,
  ar,
  ...(synonyms.length > 0 ? { synonyms } : {}),
});

// Shared by many categories, each with the names stores give it.
const storage = numberAttribute("storage", ["Storage", "السعة التخزينية"], "GB", "higher", {
  isFilter: true,
  isVariantAxis: true,
  synonyms: [
    "Internal storage",
    "Capacity",
    "ROM",
    "SSD",
    "التخزين",
    "الذاكرة الداخلية",
    "السعة",
    "سعة التخزين",
  ],
  alsoIn: ["Memory", "الذاكرة"],
  qualifiers: ["storage", "SSD", "ROM", "تخزين"],
});
const ram = numberAttribute("ram", ["RAM", "الذاكرة العشوائية"], "GB", "higher", {
  isFilter: true,
  synonyms: ["Memory", "الذاكرة", "رام", "Unified memory"],
  qualifiers: [
    "RAM",
    "رام",
    "unified memory",
    "DDR4",
    "DDR5",
    "LPDDR4X",
    "LPDDR5",
    "LPDDR5X",
    "ذاكرة عشوائية",
  ],
});
const screenSize = (isVariantAxis = false) =>
  numberAttribute("screen_size", ["Screen size", "حجم الشاشة"], "inch", null, {
    isFilter: true,
    isVariantAxis,
    synonyms: [
      "Display",
      "Screen",
      "Size",
      "Main display",
      "Display size",
      "الشاشة",
      "المقاس",
      "مقاس الشاشة",
      "الحجم",
    ],
  });
const refreshRate = numberAttribute("refresh_rate", ["Refresh rate", "معدل التحديث"], "Hz", "higher", {
  isFilter: true,
  synonyms: ["معدل تحديث الشاشة"],
  alsoIn: ["Display", "Screen", "Panel", "الشاشة"],
});
const processor = textAttribute("processor", ["Processor", "المعالج"], {
  synonyms: ["Chip", "Chipset", "CPU", "SoC", "الشريحة", "المعالج المركزي"],
});
const battery = numberAttribute("battery", ["Battery", "البطارية"], "mAh", "higher", {
  synonyms: ["Battery capacity", "سعة البطارية"],
});
const batteryLife = numberAttribute("battery_life", ["Battery life", "عمر البطارية"], "h", "higher", {
  synonyms: ["Battery", "Run time", "Playback", "البطارية", "مدة التشغيل"],
});
const colour = textAttribute("colour", ["Colour", "اللون"], {
  isVariantAxis: true,
  synonyms: ["Color", "Finish"],
});
const weightKg = numberAttribute("weight", ["Weight", "الوزن"], "kg", "lower");
const weightG = numberAttribute("weight", ["Weight", "الوزن"], "g", "lower");
const power = numberAttribute("power", ["Power", "القدرة"], "W", "higher", {
  synonyms: ["Wattage", "الطاقة"],
});
const waterResistance = textAttribute("water_resistance", ["Water resistance", "مقاومة الماء"], {
  synonyms: ["Water rating", "Protection", "Waterproof", "الحماية", "مقاومة الماء والغبار"],
});
const resolution = optionAttribute(
  "resolution",
  ["Resolution", "الدقة"],
  [
    option("hd", "HD", "HD", "1366 x 768", "1280 x 720"),
    option("full_hd", "Full HD", "فل HD", "FHD", "1080p", "1920 x 1080"),
    option("qhd", "QHD", "QHD", "2K", "1440p", "2560 x 1440"),
    option("uhd_4k", "4K UHD", "4K UHD", "4K", "UHD", "Ultra HD", "3840 x 2160"),
    option("uhd_8k", "8K", "8K", "8K UHD", "7680 x 4320"),
  ],
  { isFilter: true },
);

/** Attributes by category slug; subcategories add to their department's. */
export const STANDARD_ATTRIBUTES: Record<string, AttributeDefinition[]> = {
  "phones-tablets": [
    storage,
    ram,
    screenSize(),
    refreshRate,
    processor,
    battery,
    numberAttribute("main_camera", ["Main camera", "الكاميرا الرئيسية"], "MP", "higher", {
      synonyms: ["Rear camera", "Rear cameras", "Camera", "الكاميرات الخلفية", "الكاميرا الخلفية"],
      qualifiers: ["main", "primary", "fusion", "رئيسية", "الرئيسية"],
    }),
    yesNoAttribute("five_g", ["5G", "5G"], {
      isFilter: true,
      synonyms: ["5G support", "Network 5G", "دعم 5G", "شبكة 5G"],
    }),
    textAttribute("sim", ["SIM", "نوع الشريحة"], { synonyms: ["SIM type", "شريحة الاتصال"] }),
    colour,
  ],
  computers: [processor, ram, storage, screenSize(), refreshRate],
  laptops: [
    textAttribute("graphics", ["Graphics", "معالج الرسوميات"], {
      synonyms: ["GPU", "Graphics card", "كرت الشاشة"],
    }),
    weightKg,
    textAttribute("operating_system", ["Operating system", "نظام التشغيل"], { synonyms: ["OS"] }),
  ],
  monitors: [
    resolution,
    optionAttribute(
      "panel",
      ["Panel", "نوع اللوحة"],
      [
        option("ips", "IPS", "IPS"),
        option("va", "VA", "VA"),
        option("tn", "TN", "TN"),
        option("oled", "OLED", "OLED"),
      ],
      { isFilter: true, synonyms: ["Panel type"] },
    ),
  ],
  televisions: [
    screenSize(true),
    resolution,
    optionAttribute(
      "panel",
      ["Panel", "نوع اللوحة"],
      [
        option("oled", "OLED", "OLED", "OLED evo"),
        option("mini_led", "Mini LED", "Mini LED", "Neo QLED"),
        option("qled", "QLED", "QLED"),
        option("led", "LED", "LED", "LCD"),
      ],
      { isFilter: true, synonyms: ["Panel type", "Display type"] },
    ),
    refreshRate,
    optionAttribute(
      "smart_platform",
      ["Smart platform", "المنصة الذكية"],
      [
        option("tizen", "Tizen", "Tizen"),
        option("webos", "webOS", "webOS"),
        option("google_tv", "Google TV", "Google TV"),
        option("android_tv", "Android TV", "Android TV"),
        option("vidaa", "VIDAA", "VIDAA"),
        option("roku", "Roku TV", "Roku TV", "Roku"),
      ],
      { isFilter: true, synonyms: ["Operating system", "OS", "Smart TV"] },
    ),
  ],
  headphones: [
    optionAttribute(
      "form",
      ["Type", "النوع"],
      [
        option("in_ear", "In-ear", "داخل الأذن", "earbuds", "true wireless"),
        option("over_ear", "Over-ear", "فوق الأذن"),
        option("on_ear", "On-ear", "على الأذن"),
      ],
      { isFilter: true, synonyms: ["Form factor", "Style"] },
    ),
    yesNoAttribute("noise_cancelling", ["Noise cancelling", "عزل الضوضاء"], {
      isFilter: true,
      synonyms: ["Noise cancellation", "ANC", "Active noise cancellation", "إلغاء الضوضاء"],
      yes: ["active", "adaptive", "adaptive anc", "anc", "نشط", "تكيفي"],
    }),
    batteryLife,
    weightG,
    waterResistance,
  ],
  speakers: [
    numberAttribute("output_power", ["Output power", "قدرة الإخراج"], "W", "higher", {
      synonyms: ["Output", "الإخراج"],
    }),
    batteryLife,
    waterResistance,
    weightG,
  ],
  "washing-machines": [
    numberAttribute("capacity", ["Capacity", "السعة"], "kg", "higher", {
      isFilter: true,
      synonyms: ["Wash capacity", "سعة الغسيل"],
      qualifiers: ["wash", "غسيل"],
    }),
    optionAttribute(
      "loading",
      ["Type", "النوع"],
      [
        option("front_load", "Front load", "تحميل أمامي", "front loading", "front-load"),
        option("top_load", "Top load", "تحميل علوي", "top loading", "top-load"),
        option("twin_tub", "Twin tub", "حوضين", "twin-tub"),
      ],
      { isFilter: true },
    ),
    numberAttribute("spin_speed", ["Spin speed", "سرعة العصر"], "rpm", "higher"),
    textAttribute("energy_rating", ["Energy rating", "تصنيف الطاقة"], {
      synonyms: ["Energy class", "Efficiency", "كفاءة الطاقة"],
    }),
  ],
  refrigerators: [
    numberAttribute("capacity", ["Capacity", "السعة"], "L", "higher", {
      isFilter: true,
      synonyms: ["Volume", "الحجم"],
    }),
    optionAttribute(
      "layout",
      ["Type", "النوع"],
      [
        option("side_by_side", "Side by side", "جنبًا إلى جنب", "side-by-side"),
        option("top_freezer", "Top freezer", "فريزر علوي"),
        option("bottom_freezer", "Bottom freezer", "فريزر سفلي"),
        option("french_door", "French door", "أبواب فرنسية"),
        option("single_door", "Single door", "باب واحد"),
      ],
      { isFilter: true },
    ),
    colour,
  ],
  "air-conditioners": [
    numberAttribute("cooling_capacity", ["Cooling capacity", "قدرة التبريد"], "BTU", null, {
      isFilter: true,
      isVariantAxis: true,
      synonyms: ["Capacity", "السعة", "سعة التبريد"],
    }),
    optionAttribute(
      "ac_type",
      ["Type", "النوع"],
      [
        option("split", "Split", "سبليت", "wall split", "split wall"),
        option("window", "Window", "شباك", "window ac"),
        option("floor_standing", "Floor standing", "دولابي", "floor-standing"),
      ],
      { isFilter: true },
    ),
    optionAttribute(
      "compressor",
      ["Compressor", "الضاغط"],
      [
        option(
          "inverter",
          "Inverter",
          "إنفرتر",
          "Dual Inverter",
          "Digital Inverter",
          "Smart Inverter",
          "انفرتر",
        ),
        option("rotary", "Rotary", "روتاري", "دوار"),
      ],
      { isFilter: true },
    ),
    textAttribute("made_in", ["Made in", "بلد الصنع"], {
      isFilter: true,
      synonyms: ["Country of origin", "Origin", "صنع في"],
    }),
    textAttribute("energy_rating", ["Energy rating", "تصنيف الطاقة"], {
      synonyms: ["Efficiency", "Energy class", "كفاءة الطاقة"],
    }),
  ],
  "vacuum-cleaners": [
    optionAttribute(
      "vacuum_type",
      ["Type", "النوع"],
      [
        option("stick", "Stick", "عصا", "cordless stick"),
        option("robot", "Robot", "روبوت", "robot vacuum"),
        option("canister", "Canister", "أسطواني", "bagless canister"),
      ],
      { isFilter: true },
    ),
    numberAttribute("run_time", ["Run time", "مدة التشغيل"], "min", "higher"),
    power,
  ],
  "coffee-machines": [
    numberAttribute("pump_pressure", ["Pump pressure", "ضغط المضخة"], "bar", "higher"),
    numberAttribute("water_tank", ["Water tank", "خزان الماء"], "L", "higher"),
  ],
  "small-kitchen-appliances": [
    numberAttribute("capacity", ["Capacity", "السعة"], "L", "higher", { isFilter: true, synonyms: ["Bowl"] }),
    power,
  ],
  consoles: [
    storage,
    textAttribute("disc_drive", ["Disc drive", "مشغل الأقراص"]),
    textAttribute("output", ["Output", "الإخراج"], { synonyms: ["Video output"] }),
  ],
  "gaming-accessories": [
    textAttribute("connectivity", ["Connectivity", "الاتصال"], { synonyms: ["Connection"] }),
    batteryLife,
    weightG,
    colour,
  ],
  "cameras-drones": [
    numberAttribute("resolution_mp", ["Resolution", "الدقة"], "MP", "higher", {
      synonyms: ["Photo", "Sensor", "Megapixels", "المستشعر"],
    }),
    textAttribute("video", ["Video", "الفيديو"], { synonyms: ["Video resolution"] }),
  ],
  drones: [weightG, numberAttribute("flight_time", ["Flight time", "مدة الطيران"], "min", "higher")],
  wearables: [
    numberAttribute("case_size", ["Case size", "مقاس الهيكل"], "mm", null, {
      isFilter: true,
      isVariantAxis: true,
    }),
    numberAttribute("screen_size", ["Screen size", "حجم الشاشة"], "inch", null, {
      alsoIn: ["Display", "الشاشة"],
    }),
    batteryLife,
    waterResistance,
    textAttribute("connectivity", ["Connectivity", "الاتصال"], { synonyms: ["GPS"] }),
  ],
  perfumes: [
    numberAttribute("volume", ["Size", "الحجم"], "ml", null, {
      isFilter: true,
      isVariantAxis: true,
      synonyms: ["Volume", "Bottle size"],
    }),
    optionAttribute(
      "concentration",
      ["Concentration", "التركيز"],
      [
        option("parfum", "Parfum", "بارفان", "extrait de parfum", "pure perfume"),
        option("edp", "Eau de Parfum", "أو دو بارفان", "EDP"),
        option("edt", "Eau de Toilette", "أو دو تواليت", "EDT"),
        option("edc", "Eau de Cologne", "أو دو كولونيا", "EDC", "cologne"),
      ],
      { isFilter: true },
    ),
    optionAttribute(
      "audience",
      ["For", "الجنس"],
      [
        option("men", "Men", "رجالي", "male", "for men"),
        option("women", "Women", "نسائي", "female", "for women"),
        option("unisex", "Unisex", "للجنسين"),
      ],
      { isFilter: true, synonyms: ["Gender"] },
    ),
  ],
  "personal-care": [
    power,
    numberAttribute("run_time", ["Run time", "مدة التشغيل"], "min", "higher", { synonyms: ["Battery"] }),
  ],
};
