import type { DemoProduct } from "./demo-types";

// Perfumes and personal care. Prices are typical Saudi shelf prices in SAR.
export const BEAUTY_PRODUCTS: DemoProduct[] = [
  {
    slug: "dior-sauvage-eau-de-parfum-100ml",
    category: "perfumes",
    brand: "Dior",
    model: "F078524009",
    nameEn: "Dior Sauvage Eau de Parfum for Men 100 ml",
    nameAr: "عطر ديور سوفاج أو دو بارفان للرجال 100 مل",
    descriptionEn:
      "A fresh, spicy fragrance with Calabrian bergamot, Sichuan pepper and a warm ambroxan and vanilla base. The EDP is rounder and lasts longer than the original EDT.",
    descriptionAr:
      "عطر منعش وحار بالبرغموت الكالابري والفلفل السيشواني، مع قاعدة دافئة من الأمبروكسان والفانيلا. نسخة الأو دو بارفان أنعم وأطول ثباتًا من الأو دو تواليت.",
    specs: [
      ["Size", "100 ml", "100 مل"],
      ["Concentration", "Eau de Parfum", "أو دو بارفان"],
      ["For", "Men", "رجالي"],
      ["Top notes", "Bergamot, Sichuan pepper", "البرغموت وفلفل سيشوان"],
    ],
    image: "perfume-blue",
    price: 599,
    stores: ["nahdi", "noon", "amazon", "lulu"],
    popularity: 2,
  },
  {
    slug: "chanel-coco-mademoiselle-eau-de-parfum-100ml",
    category: "perfumes",
    brand: "Chanel",
    model: "116520",
    nameEn: "Chanel Coco Mademoiselle Eau de Parfum for Women 100 ml",
    nameAr: "عطر شانيل كوكو مدموزيل أو دو بارفان للنساء 100 مل",
    descriptionEn:
      "A modern classic with fresh orange, a heart of rose and jasmine, and a patchouli and vetiver base. Elegant for the office and for evenings out.",
    descriptionAr:
      "عطر كلاسيكي عصري بالبرتقال المنعش وقلب من الورد والياسمين وقاعدة من الباتشولي ونجيل الهند. أنيق للعمل وللسهرات.",
    specs: [
      ["Size", "100 ml", "100 مل"],
      ["Concentration", "Eau de Parfum", "أو دو بارفان"],
      ["For", "Women", "نسائي"],
      ["Heart notes", "Rose, jasmine", "الورد والياسمين"],
    ],
    image: "perfume-pink",
    price: 759,
    stores: ["nahdi", "noon", "amazon"],
    popularity: 1,
  },
  {
    slug: "lattafa-khamrah-eau-de-parfum-100ml",
    category: "perfumes",
    brand: "Lattafa",
    model: "6291108735411",
    nameEn: "Lattafa Khamrah Eau de Parfum Unisex 100 ml",
    nameAr: "عطر لطافة خمرة أو دو بارفان للجنسين 100 مل",
    descriptionEn:
      "A warm, sweet fragrance with cinnamon, dates, praline and vanilla. Strong projection for a very friendly price, which made it a social-media hit.",
    descriptionAr:
      "عطر دافئ وحلو بالقرفة والتمر والبرالين والفانيلا. فوّاح وثابت بسعر رمزي، وهذا سبب انتشاره الكبير في وسائل التواصل.",
    specs: [
      ["Size", "100 ml", "100 مل"],
      ["Concentration", "Eau de Parfum", "أو دو بارفان"],
      ["For", "Unisex", "للجنسين"],
      ["Notes", "Cinnamon, dates, praline, vanilla", "القرفة والتمر والبرالين والفانيليا"],
    ],
    image: "perfume-amber",
    price: 109,
    stores: ["noon", "amazon", "nahdi"],
    popularity: 3,
  },
  {
    slug: "rasasi-hawas-for-him-eau-de-parfum-100ml",
    category: "perfumes",
    brand: "Rasasi",
    model: "HAWAS-M-100",
    nameEn: "Rasasi Hawas for Him Eau de Parfum 100 ml",
    nameAr: "عطر الرصاصي هوس للرجال أو دو بارفان 100 مل",
    descriptionEn:
      "An aquatic, fruity fragrance with apple, bergamot and cardamom over ambergris and musk. Fresh enough for the heat, with good longevity.",
    descriptionAr:
      "عطر مائي فواكهي بالتفاح والبرغموت والهيل فوق قاعدة من العنبر والمسك. منعش ويناسب الحر، وثباته ممتاز.",
    specs: [
      ["Size", "100 ml", "100 مل"],
      ["Concentration", "Eau de Parfum", "أو دو بارفان"],
      ["For", "Men", "رجالي"],
    ],
    image: null,
    price: 219,
    stores: ["noon"],
    popularity: 1,
  },
  {
    slug: "ysl-libre-eau-de-parfum-90ml",
    category: "perfumes",
    brand: "Yves Saint Laurent",
    model: "LIBRE-EDP-90",
    nameEn: "Yves Saint Laurent Libre Eau de Parfum for Women 90 ml",
    nameAr: "عطر إيف سان لوران ليبر أو دو بارفان للنساء 90 مل",
    descriptionEn:
      "A floral lavender fragrance with orange blossom and a warm vanilla base. Bold and feminine, with excellent staying power.",
    descriptionAr: "عطر زهري باللافندر وزهر البرتقال مع قاعدة فانيلا دافئة. جريء وأنثوي وثباته ممتاز.",
    specs: [
      ["Size", "90 ml", "90 مل"],
      ["Concentration", "Eau de Parfum", "أو دو بارفان"],
      ["For", "Women", "نسائي"],
      ["Notes", "Lavender, orange blossom, vanilla", "الخزامى وزهر البرتقال والفانيليا"],
    ],
    image: "perfume-gold",
    price: 649,
    stores: ["nahdi", "noon", "amazon", "carrefour"],
    popularity: 1,
  },
  {
    slug: "dyson-supersonic-hair-dryer-hd07-nickel-copper",
    category: "personal-care",
    brand: "Dyson",
    model: "HD07",
    nameEn: "Dyson Supersonic Hair Dryer HD07 Nickel/Copper",
    nameAr: "سشوار دايسون سوبرسونيك HD07 - نيكل/نحاسي",
    descriptionEn:
      "Fast drying with intelligent heat control that measures air temperature 40 times a second to protect natural shine. Comes with five magnetic attachments.",
    descriptionAr:
      "تجفيف سريع مع تحكم ذكي بالحرارة يقيس حرارة الهواء 40 مرة في الثانية للمحافظة على لمعان الشعر. يأتي مع خمس قطع مغناطيسية.",
    specs: [
      ["Power", "1600W", "1600 واط"],
      ["Heat settings", "4", "4"],
      ["Attachments", "5 magnetic", "5 ملحقات مغناطيسية"],
      ["Colour", "Nickel/Copper", "نيكل/نحاس"],
    ],
    image: "hairdryer-copper",
    price: 1799,
    stores: ["nahdi", "extra", "noon", "amazon"],
    popularity: 2,
  },
  {
    slug: "philips-oneblade-qp2824-face-body",
    category: "personal-care",
    brand: "Philips",
    model: "QP2824/20",
    nameEn: "Philips OneBlade Face + Body QP2824/20",
    nameAr: "ماكينة فيليبس ون بليد للوجه والجسم QP2824/20",
    descriptionEn:
      "Trim, edge and shave any length of hair with one tool. Handy for shaping a beard line and for a quick clean-up before work.",
    descriptionAr:
      "تحديد وتشذيب وحلاقة لأي طول شعر بأداة واحدة. مفيدة لتحديد خط اللحية وللترتيب السريع قبل الخروج إلى العمل.",
    specs: [
      ["Use", "Wet and dry", "رطب وجاف"],
      ["Run time", "60 minutes", "60 دقيقة"],
      ["Combs", "5 stubble combs + body comb", "5 أمشاط للحية الخفيفة + مشط للجسم"],
    ],
    image: null,
    price: 199,
    stores: ["nahdi", "noon", "amazon", "carrefour", "lulu"],
    popularity: 2,
  },
  {
    slug: "braun-series-9-pro-9477cc-shaver",
    category: "personal-care",
    brand: "Braun",
    model: "9477cc",
    nameEn: "Braun Series 9 Pro 9477cc Wet & Dry Electric Shaver with Clean Centre",
    nameAr: "ماكينة حلاقة براون سيريز 9 برو 9477cc رطب وجاف مع محطة تنظيف",
    descriptionEn:
      "Braun's best shaver with a ProLift trimmer for flat-lying hairs and a 5-in-1 cleaning centre. Close and gentle even on three-day stubble.",
    descriptionAr:
      "أفضل ماكينة حلاقة من براون بشفرة ProLift للشعر المسطح ومحطة تنظيف 5 في 1. حلاقة ناعمة وقريبة حتى لشعر ثلاثة أيام.",
    specs: [
      ["Use", "Wet and dry", "رطب وجاف"],
      ["Run time", "60 minutes", "60 دقيقة"],
      ["Cleaning", "5-in-1 SmartCare centre", "محطة SmartCare للتنظيف 5 في 1"],
    ],
    image: "shaver-black",
    price: 1399,
    stores: ["nahdi", "extra", "noon", "amazon"],
    popularity: 1,
  },
  {
    slug: "oral-b-io-series-6-electric-toothbrush-grey",
    category: "personal-care",
    brand: "Oral-B",
    model: "iO6",
    nameEn: "Oral-B iO Series 6 Electric Toothbrush, Grey Opal",
    nameAr: "فرشاة أسنان كهربائية أورال بي iO سيريز 6 - رمادي",
    descriptionEn:
      "Magnetic drive and micro-vibrations for a gentle, deep clean, with a pressure sensor that lights up if you brush too hard. Five cleaning modes and a travel case.",
    descriptionAr:
      "تقنية مغناطيسية واهتزازات دقيقة لتنظيف عميق ولطيف، ومستشعر ضغط يضيء عند الضغط بقوة. خمسة أوضاع تنظيف مع علبة سفر.",
    specs: [
      ["Modes", "5", "5"],
      ["Pressure sensor", "Smart, with light", "ذكي مع مؤشر ضوئي"],
      ["Battery", "Up to 2 weeks", "حتى أسبوعين"],
      ["In the box", "Travel case", "حقيبة سفر"],
    ],
    image: "toothbrush-grey",
    price: 599,
    popularity: 1,
  },
];
