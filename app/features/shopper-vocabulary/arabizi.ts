// Arabizi: Arabic typed in Latin letters and digits ("kam si3r el ayfon", "arkhas shasha"). Each
// spelling stands for the word it spells: an Arabic word the readers already know, or the name the
// catalogue uses for a make or line ("ayfon" is "iphone"). Only whole words are read, and only
// spellings that are no English word, so an English question reads as before. Write entries as
// "word: spelling, spelling"; letter case does not matter.
import { normalizeSearchText } from "~/utils/arabic-text";

const ENTRIES = [
  // What is asked.
  "كم: kam, kem",
  "بكم: bkam, bekam, bikam, bkm",
  "سعر: si3r, se3r, sa3r, s3r, si3er, se3er",
  "سعره: si3ro, se3ro, si3rah, se3rah, s3rh",
  "سعرها: si3rha, se3rha, s3rha",
  "اسعار: as3ar, as3aar",
  "تطلع: tetla3, titla3, tetla, ttla3",
  "ارخص: arkhas, ar5as, arkhs, arkhass, ar5s",
  "رخيص: rkhees, rakhees, ra5ees, rkhis",
  "افضل: afdal, afdhal, afthal, af6al",
  "احسن: ahsan, a7san, ahsn",
  "ولا: wala, walla, willa, wela",
  "او: aw",
  "قارن: qaren, qarin, 9aren, garen",
  "الفرق: alfarq, alfar8, elfarq",
  "فرق: farq, far8",
  "اقل: a8al, aqal, agal, a9al, akal",
  "من: mn, min",
  "تحت: ta7t, taht",
  "ب: b",
  "الف: alf, alef",
  "الفين: alfain, alfen, alfeen, alfin",
  "ريال: ryal, rial, reyal",
  "ميزانيتي: mezaniti, mizaniyati, mizanity",
  "وقت: wagt, waqt, wa8t",
  "زين: zain, zein",
  "مناسب: munaseb, mnasb, monasib",
  "اشتري: ashtri, ashtari, ashtree, ashtreeh, ashtreeha, ashtriha, ashtreha, ashtareeh",
  "يستاهل: yestahel, yistahil, ystahel, yestahil",
  "تقييم: taqyeem, taqyim, tagyeem, ta8yeem, taqyeemha, taqyeemah, taqyeemo, tagyeemha, taqyimha",
  "رأي: ra2y, raay, ra2i",
  "يقولون: yqoloon, ygoloon, yguloon, yqolon",
  "جربوها: jarrabooha, jarbooha, jarboha",
  "نزل: nazal, nzl, nizil",
  "ارتفع: ertafa3, irtafa3",
  "عروض: 3roodh, 3rood, 3orood, 3orod, oroodh",
  "خصم: khasm, 5asm, 7asm, khsm",
  "تخفيضات: takhfeedat, ta5feedat, takhfidat",
  "مواصفات: mwasafat, mowasafat, mwasfat, muwasafat",
  "توصيل: tawseel, twseel, tawsil",
  "يوصل: ywasl, ywasel, yoosil, ywsl",
  "يوصلون: ywasloon, ywaslon",
  "ضمان: daman, dhaman",
  // Words that name no product.
  "و: w",
  "في: fi",
  "على: 3ala, 3la",
  "عن: 3an",
  "هل: hal",
  "وش: wesh, wsh, weish",
  "ايش: esh, eish",
  "ابغى: abgha, abga, abghi, abi",
  "عندكم: 3ndkm, 3indakum, 3ndkom, 3endkom",
  "الحين: alheen, al7een, hal7een, el7een",
  "مع: ma3",
  "الناس: nas, elnas, alnas",
  // Kinds of product.
  "جوال: jawal, jawwal, jwal",
  "جوالات: jawalat, jawwalat, jwalat",
  "شاشه: shasha, shashah, shasheh, shashat, shashaat",
  "ثلاجه: thallaja, thalaja, thallajah, thallajat, thalajat, tallaja, thalajah",
  "ساعه: sa3a, saa3a, sa3ah",
  "سماعه: sama3a, sammaa3a, sma3a, sama3ah",
  "سماعات: sama3at, sma3at, sammaa3at",
  "عطر: 3tr, 3itr, 3otr, 3ter",
  "عطور: 3toor, 3otoor",
  "مكيف: mukayif, mkayf, mkyf, mukayyif, mokayef, mkeef",
  "لابتوب: labtop",
  "مكنسه: maknasa, mknsa, maknasah",
  "غساله: ghassala, ghasala, 8assala",
  "قلايه: qalaya, galaya, 8alaya",
  "قدم: qadam, gadam, 8adam",
  "بوصه: bosa, bousa",
  // Makes and lines as the catalogue spells them.
  "iphone: ayfon, aifon, ifon, iphon, aiphone, ayphone, ayfoon",
  "galaxy: galaksi, galaxi, glaxy, galaxay, jalaksi, galaksy, galakse",
  "samsung: samsong, samsoung, samsunj, sumsung",
  "playstation: playsteshn, playstayshen, bleystation, blaystation, plystation, playstaion, blaystayshn",
  "airpods: eerbods, erbods, airbods, airbuds",
  "ipad: ayepad, aipad, ipaad",
  "macbook: makbook, macbok, makbok",
  "huawei: hwawei, huwawei, hawawi",
  "xiaomi: shaomi, xaomi, xiomi",
  "dyson: dysoon, daison",
  "lenovo: lenofo",
  "roborock: roborok",
] as const;

/** Arabizi spelling → the word it stands for. */
export const ARABIZI_WORDS: ReadonlyMap<string, string> = new Map(
  ENTRIES.flatMap((entry) => {
    const [word, spellings] = entry.split(": ") as [string, string];
    const reading = normalizeSearchText(word);
    return spellings.split(",").map((spelling) => [spelling.trim().toLowerCase(), reading] as const);
  }),
);

/** The word an Arabizi spelling stands for; the word itself when it is none. */
export function readArabizi(word: string): string {
  return ARABIZI_WORDS.get(word) ?? word;
}
