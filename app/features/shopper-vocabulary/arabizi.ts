// Arabizi: Arabic typed in Latin letters and digits ("kam si3r el ayfon", "arkhas shasha"). Each
// spelling stands for the word it spells: an Arabic word the readers already know, or the name the
// catalogue uses for a make, line, store or city ("ayfon" is "iphone"). Only whole words are read,
// and only spellings that are no English word, so an English question reads as before. Write
// entries as "word: spelling, spelling"; letter case does not matter.
//
// People spell the same word many ways ("si3r", "se3er", "sa3r"; "arkhas", "ar5as"; "thallaja",
// "tallaja"), so a word not listed is also read by its sound (soundOf): the letters that stand for
// one Arabic sound fold together (kh/5, gh/8/q/g, 7/h, sh/ch, th/t/6, dh/z/d, p/b, v/f), doubled
// letters and vowels inside the word drop. A short word is read only as listed (MIN_SOUND); a word the caller
// knows as English, one with a letter Arabizi does not use (p, v, x, c), or one that looks like a
// model ("s24", "g5") is never read by its sound. "el"/"al"/"il", "b", "w",
// "fi"/"fel", "lil"/"lel" written onto a listed word ("eljawal", "lilriyadh") are read off it.
import { normalizeSearchText } from "~/utils/arabic-text";

const ENTRIES = [
  // What is asked.
  "كم: kam, kem, cham, chem, kum",
  "بكم: bkam, bekam, bikam, bkm, bcham, bchem",
  "سعر: si3r, se3r, sa3r, s3r, si3er, se3er, sier",
  "سعره: si3ro, se3ro, si3rah, se3rah, s3rh, si3rou, s3ro, si3ra",
  "سعرها: si3rha, se3rha, s3rha, si3rhaa",
  "اسعار: as3ar, as3aar, es3ar",
  "تطلع: tetla3, titla3, ttla3, tatla3",
  "يطلع: yetla3, yitla3, ytla3",
  "ارخص: arkhas, ar5as, arkhs, arkhass, ar5s, arkas, ar5ass, erkhas, ar7as",
  "رخيص: rkhees, rakhees, ra5ees, rkhis, rekhees, rkhees, r5ees, rakhis",
  "رخيصه: rkheesa, rakheesa, ra5eesa, rkhesa, r5eesa",
  "اوفر: awfar, aowfar",
  "افضل: afdal, afdhal, afthal, af6al, afzal, afdl",
  "احسن: ahsan, a7san, ahsn, a7sn, a7sen",
  "اقوى: aqwa, agwa, a8wa",
  "ولا: wala, walla, willa, wela, wlla, wlaa, wla",
  "لا: la, laa",
  "او: aw",
  "قارن: qaren, qarin, 9aren, garen, 8aren, qarn",
  "قارنلي: qarenli, garenli, 8arenli, qarenly",
  "مقارنه: muqarana, mgarana, mqarana, m8arna, mu8arana",
  "اقارن: aqaren, agaren, a8aren, aqarin",
  "جوالين: jawalain, jawalin, jawalen, jwalain",
  "الفرق: alfarq, alfar8, elfarq, elfarg, alfarg",
  "فرق: farq, far8, farg",
  "بين: bain, bein, beyn, ben",
  "اقل: a8al, aqal, agal, a9al, akal, aqall",
  "باقل: b2al, ba2al, b2qal, baqal, b2gal, b8al",
  "عزل: 3azl, 3zl, 3azel, 3zel",
  "ضوضاء: dawdaa, dawda2, dawda, 6aw6a2, dhawdha, dhawdhaa",
  "من: mn, min",
  "تحت: ta7t, taht",
  "ب: b, bel, bil",
  "مبسوطين: mabsooteen, mabsoteen, mabsootin, mabsu6een, mabsoo6een",
  "تجارب: tajarob, tajareb, tajarub",
  "الف: alf, alef",
  "الفين: alfain, alfen, alfeen, alfin, alfayn",
  "ريال: ryal, rial, reyal, riyal",
  "ميزانيتي: mezaniti, mizaniyati, mizanity, mezanyti",
  "حدود: 7dood, hdood, 7odood, hudood",
  "وقت: wagt, waqt, wa8t",
  "زين: zain, zein, zeen, zayn",
  "مناسب: munaseb, mnasb, monasib, mnaseb",
  "اشتري: ashtri, ashtari, ashtree, ashtreeh, ashtreeha, ashtriha, ashtreha, ashtareeh, ashteri",
  "يستاهل: yestahel, yistahil, ystahel, yestahil, ystahl, yistahel",
  "تستاهل: testahel, tistahil, tstahel",
  "يسوى: yeswa, yiswa, ysswa",
  "انتظر: antather, anta6er, antadhir, antazer",
  "استنى: astana, astanna",
  "تقييم: taqyeem, taqyim, tagyeem, ta8yeem, taqyeemha, taqyeemah, taqyeemo, tagyeemha, taqyimha",
  "تقييمات: taqyeemat, tagyeemat, ta8yeemat",
  "رأي: ra2y, raay, ra2i",
  "رايكم: ra2ykom, raykom, ra2yakom, raykum, ra2ykum",
  "رايك: ra2yak, raayak, ra2yk, rayak, ra2yik",
  "مراجعات: mraja3at, muraja3at, moraja3at",
  "يقولون: yqoloon, ygoloon, yguloon, yqolon, yqooloon, y8oloon",
  "جربوها: jarrabooha, jarbooha, jarboha, jarraboha",
  "جربوه: jarrabooh, jarbooh, jarraboh",
  "جرب: jarrab, jarab, jarrb",
  "جربت: jarrabt, jarabt",
  "نزل: nazal, nzl, nizil, nazl, nezel",
  "نازل: nazel, nazil, naazel",
  "نزلت: nazalat, nzlt, nizlat",
  "ارتفع: ertafa3, irtafa3",
  "غلي: ghali, 8ali, ghela, 8ela",
  "عروض: 3roodh, 3rood, 3orood, 3orod, 3arood, 3urood, 3rod, 3roud, 3urud",
  "عرض: 3ard, 3rd, 3ardh",
  "خصم: khasm, 5asm, 7asm, khsm, 5sm, khasim",
  "خصومات: khosoomat, 5osomat, khusumat, 5soomat",
  "تخفيض: takhfeed, ta5feed, takhfid, takhfeedh",
  "تخفيضات: takhfeedat, ta5feedat, takhfidat, takhfeedhat",
  "تنزيلات: tanzeelat, tanzilat",
  "مواصفات: mwasafat, mowasafat, mwasfat, muwasafat, mowasfat, mwasafaat",
  "مواصفاته: mwasafato, mwasafatuh, mowasafato",
  "مواصفاتها: mwasafatha, mowasafatha",
  "مميزات: mmayzat, mumayzat, momayzat",
  "رسوم: rsoom, rusoom, rosoom",
  "توصيل: tawseel, twseel, tawsil, tawseil, tooseel",
  "التوصيل: eltawseel, altawseel, ettawseel, attawseel",
  "يوصل: ywasl, ywasel, yoosil, ywsl, yewasel, ywassel, yeosel",
  "توصل: twasl, twasel, tewasel",
  "يوصلون: ywasloon, ywaslon, ywasloun, yewasloon",
  "يوصلني: ywaslni, ywasilni",
  "ضمان: daman, dhaman, dhamaan, 6aman, damaan",
  "ضمانه: damano, dhamano, damanuh",
  "كفاله: kafala, kfala, kafalah, kafaleh",
  "كفالته: kafalto, kafalatuh, kafalta",
  "البائع: elbaye3, albaye3, elbay3",
  "يبيع: ybee3, yabee3, ybi3, ybe3",
  "يبيع: yebee3, yibee3, yebi3",
  "يبيعه: ybee3o, yabee3ah, ybe3o",
  "تقسيط: taqseet, tagseet, ta8seet",
  "استرجاع: istirja3, estirja3",
  "كيف: keef, kaif, kif, kef, kaf",
  "شلون: shlon, shloon, shlown",
  "ايهم: ayhom, ayhum, ayham, ayyhom",
  "ايهما: ayhuma, ayhoma",
  "يدعم: yed3am, yid3am, ydi3m, yd3m, ydaam",
  "تدعم: ted3am, tid3am, td3m",
  "فيها: fiha, feeha, fyha",
  "فيه: fih, feeh, feh",
  "يوم: yom, yoom, youm",
  "ايام: ayam, ayyam, ayaam",
  "تنبيه: tanbeeh, tanbih",
  "نبهني: nabihni, nabbehni, nabehni",
  "احفظ: a7fadh, ahfaz, a7faz, a7fath",
  "مين: meen, myn",
  "وين: wain, wein, wen, ween, wayn",
  "القى: alga, alqa, al8a, algah, alqaa, algaa",
  "احصل: a7sal, ahsal, a7sel",
  "بطاريه: batariya, battariya, bataria, battary, batarya, baterya, batariyat, battariyat, bataryat",
  "بطاريته: batarito, bataryto, batariyatuh",
  "كاميرا: kamera, kamira, kameera",
  "اغلى: aghla, a8la",
  "موجود: mawjood, mawjod, mawjud, mojood, mawjoud, mwjood",
  "متوفر: mitwafer, mtwafr, motawafer, metwafer, mitwafir",
  "طاح: ta7",
  "اليوم: alyom, elyom, alyoom, elyoom",
  "صناعه: sena3a, sina3a, sena3ah, sina3ah, 9ena3a, sna3a",
  "سعوديه: sa3odiya, sa3oodiya, sa3odia, saudiya, so3odiya, sa3udiya, sa3oudiya",
  "اشوف: asoof, ashoof, ashuf, ashof, ashoff",
  "اكتب: aktb, aktib, ekteb, uktub, aktob",
  // "she3r" is poetry as it is said (hair is "sha3r"), so it reads as a poem.
  "قصيده: qaseeda, gaseeda, qasida, 8aseeda, she3r, shi3r",
  "صلاه: salat, salah, sala, 9alat",
  "المغرب: almaghrib, elmaghrib, maghrib, maghreb, elmaghreb",
  "متى: mata, meta, mita, mate",
  "اغير: a8ayer, aghayer, agayer, a8ayyer",
  "احذف: a7thif, a7dhif, ahthif, a7thef, a7zef",
  "حسابي: 7sabi, hsabi, 7esabi, 7isabi",
  "بائع: baye3, bay3, bayi3",
  "المحفوظه: ma7fotha, elma7fotha, almahfotha, ma7fooda, ma7footha",
  "منتجات: montajat, muntajat, mantajat",
  "منتج: montaj, muntaj, mantaj",
  "منتجين: montajain, montajin, montajen, muntajain, muntajin",
  "معنى: ma3na, ma3nah, ma3naa, m3na",
  "منخفض: munkhafid, mun5afid, monkhafed, mnkhfd, mnkhafed, mon5afed",
  "معتاد: mu3tad, mo3tad, m3tad, mo3taad",
  "مرتفع: murtafi3, mortafe3, mrtf3, mortafa3",
  "حلو: 7elw, 7ilw, helw, 7lw, 7elo",
  "حلوه: 7elwa, 7ilwa, helwa",
  "الذهب: dhahab, thahab, eldhahab",
  "فيلم: film, filim, feelm",
  "اطبخ: atbakh, atba5, atbukh",
  "المسافه: masafa, elmasafa, almasafa",
  "رئيس: ra2ees, ra2is, raees",
  // Words that name no product.
  "طيب: tayb, 6ayb, tayeb, 6ayeb, tayyib",
  "هذا: hatha, hadha, haza, hadha",
  "هذي: hathi, hadhi, hazi, hadi, hethi, hadi",
  "ذا: tha, dha",
  "اللي: elli, elly, illi, ili, eli, alli",
  "عشان: 3shan, 3ashan, 3shn",
  "بس: bas",
  "عندك: 3ndk, 3indak, 3endak",
  "عندهم: 3ndhom, 3indahum, 3endhom, 3ndhum",
  "عندكم: 3ndkm, 3indakum, 3ndkom, 3endkom, 3indkom, 3andkom, 3ndukum",
  "شكرا: shukran, shokran",
  "مرحبا: marhaba",
  "هلا: hala, hla",
  "اهلا: ahlan, ahla",
  "السلام: assalam, alsalam, essalam, assalamu",
  "عليكم: 3alaikum, alaikum, 3alykom, 3leikum, 3laikom",
  "كيفك: keefak, kifak, kefak, kaifak",
  "حالك: halak, 7alak, halk, 7alk",
  "شلونك: shlonak, shlonk, shloonak",
  "مشكور: mashkoor, mashkor, mshkoor",
  "الطقس: ta2s, 6ags",
  "الجو: jaw, jaww, eljaw, aljaw",
  "معلومات: ma3lomat, ma3loomat, ma3lumat, m3lomat",
  "احتاج: a7tag, a7taj, ahtaj, a7taaj",
  "كان: kan, kaan",
  "قبل: gabl, qabl, 8abl, gbl",
  "شهر: shahr, sha6r, shaher",
  "الموقع: mawqe3, mawqa3, mawqi3, elmawqe3, almawqe3, mawge3",
  "العربي: 3arabi, 3araby, el3arabi",
  "اخلي: a5ali, akhalli, akhali, a5alli",
  "مطعم: mat3am, mata3m, mat3m",
  "مكان: makan, mkan, makaan",
  "اسجل: asajel, asajjel, asajil, asjel",
  "ان: en",
  "تاريخ: tareekh, tarikh, taree5, tare5",
  "مطاعم: mata3em, mata3im",
  "و: w",
  "في: fi",
  "هو: howa, huwa, houwa",
  "اقسط: aqaset, agaset, a8aset, aqasset, agasset, aqasit",
  "تقسيط: taqseet, tagseet, ta8seet, taqsit",
  "اقدر: agdar, aqdar, a8dar, a2dar",
  "مراجعه: morag3a, moraja3a, muraja3a, mraj3a, moraj3a",
  "حفظتها: 7afathaa, 7afatha, 7afaztha, hafathaa, 7fthaa",
  "مدينه: madina, mdina",
  "عيوب: 3yoob, 3youb, 3iyoob, 3uyoob, 3yob",
  "نجمه: najma, nejma, najmah, nijma",
  "نجوم: nojoom, njoom, nujoom, nujum",
  "خبراء: khobara2, khubara2, khobara, khubara",
  "قالوا: galo, qalo, 8alo, galaw, qalu",
  "مشاكل: mashakel, mashakil, mshakel",
  "هي: hiya, heya, hya",
  "على: 3ala, 3la, 3le",
  "عن: 3an",
  "عنه: 3anh, 3ano, 3anoh, 3anuh",
  "عنها: 3anha, 3anhaa",
  "قول: gol, qol, 8ol, gool, qool",
  "نكته: nokta, nukta, noktah, nokat",
  "هل: hal",
  "ما: ma, maa",
  "وش: wesh, wsh, weish, weshu",
  "ايش: esh, eish, aish, eesh, sh, aysh, ayash, ayesh",
  "شو: shu, shoo",
  "ابغى: abgha, abga, abghi, abghaa, ab8a",
  "ابي: abi, abee, aby, abiy",
  "ودي: wdi, widdi, wddy, weddi",
  "حق: ha8, 7ag, hag, 7a8, 7agg, 7aq",
  "مره: marra, mara, mrra, marrah",
  "شي: shay, shi, shei",
  "الحين: alheen, al7een, hal7een, el7een, alhin, el7in, al7in",
  "مع: ma3",
  "الناس: nas, elnas, alnas, ennas",
  "ممكن: mumkin, mmkn, momken, mumken",
  "لو: lw",
  "سمحت: sama7t, samaht, sm7t",
  "عطني: 3tni, a3tini, 3atni",
  "اعرف: a3rf, a3ref, a3raf",
  "ادور: adawer, adwr, adawwer",
  "اخوي: akhoy, 5oy, akhooy, a5oy",
  "لي: li, ly",
  "تكفى: tekfa, takfa, tkfa",
  "الى: ila, ela, lil, lel, lal",
  "انا: ana",
  "عليه: 3aleh, 3leh, 3alaih, 3alih",
  "عليها: 3aleha, 3leha, 3alaiha, 3aliha",
  "يعني: ya3ni, y3ni, ya3ny",
  "كمان: kaman, kamaan",
  "صار: 9ar, saar",
  "حاليا: 7alyan, halyan, 7aliyan",
  "الان: al2an, ela2an, alaan",
  "جديد: jdeed, jadeed, jdid",
  "اصلي: asli, asly, asle",
  "نسخه: nuskha, noskha, nos5a, nus5a",
  "رسمي: rasmi, rasmy",
  "بحدود: b7dood, b7dod, bhdood, bi7dood",
  "فوق: fo8, foq, fog, foog",
  "اكثر: akthar, aktar, ak8ar",
  "اعلى: a3la",
  "حجم: 7ajm, hajm",
  "وزن: wazn, wazno",
  "تخزين: takhzeen, ta5zeen, takhzin",
  "معالج: m3alij, mo3alej, mu3alij",
  "لتر: litr, letr",
  "لفه: lafa, laffa, lafah, lafat, laffat",
  "اجهزه: ajhiza, ajhizat, ajhezat, ajheza, ajhzat",
  "المطبخ: matbakh, almatbakh, elmatbakh, matba5, elmatba5",
  "الرئيسيه: ra2eesiya, alra2eesiya, elra2eesiya, ra2esya",
  "مويه: moya, mowaya, mooya, mayya",
  "ارجاع: erja3, irja3",
  // Kinds of product.
  "جوال: jawal, jawwal, jwal, jawaal",
  "جوالات: jawalat, jawwalat, jwalat, jawalaat",
  "موبايل: mobail, mobayl",
  "تلفون: tilifon, telefon, tilfon",
  "شاشه: shasha, shashah, shasheh, chasha",
  "شاشات: shashat, shashaat",
  "ثلاجه: thallaja, thalaja, thallajah, tallaja, thalajah, tlaja, thallaga",
  "ثلاجات: thallajat, thalajat, tallajat",
  "ساعه: sa3a, saa3a, sa3ah, sa3ha",
  "ساعات: sa3at, saa3at",
  "ذكيه: thakiya, dhakiya, zakiya, 8akiya, thakia, thakeya, zkiya",
  "تلفزيون: tilfizyon, telfezyon, tilifizyon, telfizyon, tilivizyon, televizyon",
  "تلفاز: tilfaz, telfaz",
  "كبيره: kbeera, kabeera, kbira, kbeerah",
  "كبير: kbeer, kabeer, kbir",
  "صغيره: sgheera, saghira, s8eera, sgheerah",
  "صغير: sgheer, sagheer, s8eer",
  "سماعه: sama3a, sammaa3a, sma3a, sama3ah, samma3a",
  "سماعات: sama3at, sma3at, sammaa3at, samma3at",
  "سبيكر: sbeeker, sbeaker",
  "عطر: 3tr, 3itr, 3otr, 3ter, 3atr",
  "عطور: 3toor, 3otoor, 3utur",
  "مكيف: mukayif, mkayf, mkyf, mukayyif, mokayef, mkeef, mkayef, mukaif",
  "مكيفات: mkayfat, mukayifat, mkeefat",
  "لابتوب: labtop, labtob, laptob",
  "لابتوبات: laptopat, labtobat, labtopat, laptobat",
  "مكنسه: maknasa, mknsa, maknasah, mkansa",
  "غساله: ghassala, ghasala, 8assala, ghsala, 8asala",
  "غسالات: ghassalat, ghasalat, 8assalat",
  "قلايه: qalaya, galaya, 8alaya, qallaya",
  "قلايه: qalayat, galayat, 8alayat",
  "هوائيه: hawa2iya, hawaeya, hawaiya",
  "قهوه: qahwa, gahwa, 8ahwa",
  "مكينه: makina, mkina, makinat, mkinat, maakina",
  "يد: yad, yadd",
  "تحكم: ta7akom, tahakom",
  "قدم: qadam, gadam, 8adam",
  "كيلو: kilo, keelo",
  "حلاقه: 7ela8a, helaga, 7ilaqa, 7elaqa, 7elaga",
  "سشوار: seshwar, sishwar, sheshwar",
  "رجالي: rjali, rijali, rejali, rjaly",
  "نسائي: nisa2i, nesa2i, nisaei",
  "راس: ras, raas",
  "بوصه: bosa, bousa",
  "العاب: al3ab, el3ab",
  "للالعاب: lilal3ab, lel3ab, lil3ab",
  // Makes and lines as the catalogue spells them.
  "iphone: ayfon, aifon, ifon, iphon, aiphone, ayphone, ayfoon, aifoon",
  "galaxy: galaksi, galaxi, glaxy, galaxay, jalaksi, galaksy, galakse, glaksi, jalaxy",
  "samsung: samsong, samsoung, samsunj, sumsung",
  "playstation: playsteshn, playstayshen, bleystation, blaystation, plystation, playstaion, blaystayshn, blaysteshn",
  "airpods: eerbods, erbods, airbods, airbuds, airpodz",
  "ipad: ayepad, aipad, ipaad, aybad",
  "macbook: makbook, macbok, makbok",
  "huawei: hwawei, huwawei, hawawi, hawawei",
  "xiaomi: shaomi, xaomi, xiomi, shawmi",
  "dyson: dysoon, daison, dayson",
  "lenovo: lenofo, linovo",
  "roborock: roborok",
  "philips: filips, phelips",
  "lattafa: latafa, lataffa",
  "khamrah: khamra, 5amra, 5amrah",
  "ps5: bs5",
  // Stores as the readers spell them.
  "jarir: jareer, jrir, jarer",
  "extra: ekstra, extraa",
  "كارفور: karfour, karfur, carfour, kareefour",
  "بنده: banda, bandah",
  "المنيع: almanea, elmanea, almani3, elmani3, almanee3, elmanee3, manea, mani3, manee3",
  // Cities (offer-terms.ts reads them), also as English writes them: read as the same city.
  "الرياض: riyadh, ryadh, riadh, reyadh, elriyadh, alriyadh, riyaadh",
  "جده: jeddah, jadda, jdda, jedah, jaddah",
  "الدمام: dammam, damam, eldammam, aldammam, dammaam",
  "مكه: makkah, maka, makah",
  "المدينه: madinah, almadina, elmadina, madeena, almadeenah",
  "الخبر: khobar, 5obar, khubar, el5obar",
  "الشرقيه: sharqiya, sharqiyah, shar8iya, elsharqiya, alsharqiya, sharqia, shargiya, alsharqiyah",
  "تبوك: taboog, tabook",
  "القصيم: gaseem, qaseem, 8aseem",
] as const;

/** Arabizi spelling → the word it stands for. */
export const ARABIZI_WORDS: ReadonlyMap<string, string> = new Map(
  ENTRIES.flatMap((entry) => {
    const [word, spellings] = entry.split(": ") as [string, string];
    const reading = normalizeSearchText(word);
    return spellings.split(",").map((spelling) => [spelling.trim().toLowerCase(), reading] as const);
  }),
);

/** Letters (and digits) that stand for one sound, longest first; what they fold to. */
const SOUND_FOLDS: readonly [RegExp, string][] = [
  [/['’`]/g, ""],
  [/kh|5/g, "x"],
  [/gh|8|q|g/g, "q"],
  [/sh|ch/g, "S"],
  [/ph|v/g, "f"],
  [/th|6/g, "t"],
  [/dh|z/g, "d"],
  [/p/g, "b"],
  [/c/g, "k"],
  [/7/g, "h"],
  [/9/g, "s"],
  [/2/g, ""],
];
const VOWELS = new Set(["a", "e", "i", "o", "u", "y"]);

/**
 * How a Latin spelling sounds, as the readers compare it: sound-alike letters folded, doubles
 * merged, vowels inside the word dropped; a leading vowel reads "a", a trailing one "V" (the
 * Arabic ending ـه/ـها: "sa3a" is no "sa3"). "a7san" and "ahsn" sound alike, so do "thallaja" and
 * "tallaja".
 */
export function soundOf(spelling: string): string {
  let folded = spelling.toLowerCase().replace(/([aeiouy])h$/, "$1");
  for (const [letters, sound] of SOUND_FOLDS) folded = folded.replace(letters, sound);
  const letters = [...folded.replace(/(.)\1+/g, "$1")];
  let sound = "";
  letters.forEach((letter, index) => {
    const isVowel = VOWELS.has(letter) && !(letter === "y" && index === 0);
    if (!isVowel) sound += letter;
    else if (index === 0) sound += "a";
    else if (index === letters.length - 1) sound += "V";
  });
  return sound;
}

/**
 * Each sound of a listed spelling and the word it stands for. Two words may sound alike ("twsl" is
 * توصيل and توصل); the one listed first is read, so list the likelier word first.
 */
const WORDS_BY_SOUND: ReadonlyMap<string, string> = (() => {
  const bySound = new Map<string, string>();
  for (const [spelling, reading] of ARABIZI_WORDS) {
    const sound = soundOf(spelling);
    if (!bySound.has(sound)) bySound.set(sound, reading);
  }
  return bySound;
})();

/**
 * An Arabizi letter-digit ("3" ع, "7" ح, "5" خ, "2" ء, "6" ط, "8" ق/غ, "9" ص) inside or before a
 * word's letters: "si3r", "a7san", "3rood", but not a model or a unit ("a55", "g5", "5g", "2nd").
 */
const ARABIZI_DIGIT = /(?:^|[a-z])[235-9](?=[a-z]{2,}|[a-z]$)/;
const UNIT = /^\d+(?:k|g|gb|tb|mb|mm|cm|hz|w|nd|rd|th|st|l|kg|mah|x|ch)$/;

/** Whether a word may be read by its sound: it is spelled like Arabizi, never like a model. */
function mayReadBySound(word: string): boolean {
  if (!/^[a-z235-9']+$/.test(word) || UNIT.test(word)) return false;
  // Arabic has no "p", "v" or "x", and Arabizi writes no "c" but in "ch": "copper", "vacuum" and
  // "compact" are English.
  if (/[pvx]/.test(word) || /c(?!h)/.test(word)) return false;
  if (/\d/.test(word)) return ARABIZI_DIGIT.test(word) && !/\d{2}/.test(word);
  return true;
}

/**
 * The smallest sound, not counting its ending, that is read without being listed: two letters
 * with an Arabizi digit, three with a sign English seldom writes ("kh", "dh", an "ah" or "eh"
 * ending: "tallajah"), else four ("green" is no "garen", "later" no "litr").
 */
const MIN_SOUND = { withDigit: 2, withArabiziSign: 3, lettersOnly: 4 };
const ARABIZI_SIGN = /kh|dh|[ae]h$/;

function readBySound(word: string): string | undefined {
  if (!mayReadBySound(word)) return undefined;
  const sound = soundOf(word);
  const size = sound.replace(/V$/, "").length;
  const minimum = /\d/.test(word)
    ? MIN_SOUND.withDigit
    : ARABIZI_SIGN.test(word)
      ? MIN_SOUND.withArabiziSign
      : MIN_SOUND.lettersOnly;
  if (size < minimum) return undefined;
  return WORDS_BY_SOUND.get(sound) ?? undefined;
}

/** "el", "al", "b", "w", "fel", "lil" written onto a word: the Arabic article or preposition. */
const PREFIXES = [
  "wel",
  "wal",
  "bel",
  "bil",
  "fel",
  "fil",
  "lil",
  "lel",
  "3al",
  "el",
  "al",
  "il",
  "ll",
  "b",
  "w",
  "l",
];

export type ArabiziOptions = {
  /** Words the caller knows as English (or as names it reads itself): never read by their sound. */
  isKnownWord?: (word: string) => boolean;
};

/** The word a listed spelling stands for, or (`bySound`) the word it sounds like. */
function readWhole(word: string, { isKnownWord }: ArabiziOptions, bySound: boolean): string | undefined {
  const listed = ARABIZI_WORDS.get(word);
  if (listed !== undefined || !bySound || isKnownWord?.(word)) return listed;
  return readBySound(word);
}

/** The word with a prefix read off: the listed word, with "the" kept on an Arabic one. */
function readPrefixed(word: string, options: ArabiziOptions, bySound: boolean): string | undefined {
  for (const prefix of PREFIXES) {
    const rest = word.slice(prefix.length);
    if (!word.startsWith(prefix) || rest.length < 3) continue;
    const reading = readWhole(rest, options, bySound);
    if (reading === undefined) continue;
    const isArticle = prefix.endsWith("l") && prefix !== "l";
    const isArabic = /\p{Script=Arabic}/u.test(reading);
    return isArticle && isArabic && !reading.startsWith("ال") && !reading.includes(" ")
      ? `ال${reading}`
      : reading;
  }
  return undefined;
}

/**
 * The word an Arabizi spelling stands for; the word itself when it is none. A listed spelling
 * wins over a sound ("elayfon" is "el" and "ayfon", not a sound like "alfin"), and a whole word
 * over one with a prefix read off.
 */
export function readArabizi(word: string, options: ArabiziOptions = {}): string {
  const isLatin = /^[a-z0-9']+$/.test(word);
  const mayHavePrefix = isLatin && !options.isKnownWord?.(word);
  return (
    readWhole(word, options, false) ??
    (mayHavePrefix ? readPrefixed(word, options, false) : undefined) ??
    readWhole(word, options, true) ??
    (mayHavePrefix ? readPrefixed(word, options, true) : undefined) ??
    word
  );
}
