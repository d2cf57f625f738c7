// Support page questions, in the order they are shown.
export const faqs: { qEn: string; qAr: string; aEn: string; aAr: string }[] = [
  {
    qEn: 'How do I place an order?',
    qAr: 'كيف أقدم طلبًا؟',
    aEn: 'Choose your governorate and wilayat, add products to the cart, pick a delivery address and a shipping method, then pay by card, Thawani or your wallet balance.',
    aAr: 'اختر محافظتك وولايتك، وأضف المنتجات إلى السلة، ثم اختر عنوان التوصيل وطريقة الشحن، وادفع بالبطاقة أو ثواني أو رصيد محفظتك.',
  },
  {
    qEn: 'How long does delivery take?',
    qAr: 'كم تستغرق مدة التوصيل؟',
    aEn: 'Standard delivery takes 2 to 4 working days in Muscat and up to 7 working days elsewhere in Oman. Express delivery reaches Muscat the next working day.',
    aAr: 'يستغرق التوصيل العادي من 2 إلى 4 أيام عمل في مسقط وحتى 7 أيام عمل في باقي محافظات السلطنة. ويصل التوصيل السريع إلى مسقط في يوم العمل التالي.',
  },
  {
    qEn: 'Can I cancel my order?',
    qAr: 'هل يمكنني إلغاء طلبي؟',
    aEn: 'Yes, within 48 hours of placing it, as long as it has not been shipped. The amount goes back to the card or wallet you paid with.',
    aAr: 'نعم، خلال 48 ساعة من تقديمه ما لم يتم شحنه. يعاد المبلغ إلى البطاقة أو المحفظة التي دفعت بها.',
  },
  {
    qEn: 'What is the return policy?',
    qAr: 'ما هي سياسة الإرجاع؟',
    aEn: 'Unused products in their original packaging can be returned within 7 days of delivery. Request the return from your order and confirm it with the one-time code we send you.',
    aAr: 'يمكن إرجاع المنتجات غير المستخدمة في عبوتها الأصلية خلال 7 أيام من الاستلام. اطلب الإرجاع من صفحة الطلب وأكده بالرمز المؤقت الذي نرسله إليك.',
  },
  {
    qEn: 'How does the wallet work?',
    qAr: 'كيف تعمل المحفظة؟',
    aEn: 'Top up your wallet by card or Thawani and use the balance for orders, alone or together with a card. Refunds for returned items are credited to the wallet.',
    aAr: 'اشحن محفظتك بالبطاقة أو ثواني واستخدم الرصيد في طلباتك وحده أو مع البطاقة. تضاف المبالغ المستردة للمنتجات المرتجعة إلى المحفظة.',
  },
  {
    qEn: 'How do I use a car wash or oil change coupon?',
    qAr: 'كيف أستخدم قسيمة الغسيل أو تغيير الزيت؟',
    aEn: 'Visit any active HiG service center and give your mobile number. The staff pick the coupon from your orders and you confirm the service with a one-time code.',
    aAr: 'قم بزيارة أي مركز خدمة نشط من مراكز هاي جي وأعطهم رقم هاتفك. يختار الموظف القسيمة من طلباتك وتؤكد الخدمة برمز مؤقت.',
  },
  {
    qEn: 'Do coupons expire?',
    qAr: 'هل تنتهي صلاحية القسائم؟',
    aEn: 'Yes. Car wash coupons are valid for 90 days and oil change and tire service coupons for 6 months from the order date.',
    aAr: 'نعم. قسائم الغسيل صالحة لمدة 90 يومًا، وقسائم تغيير الزيت وخدمات الإطارات لمدة 6 أشهر من تاريخ الطلب.',
  },
  {
    qEn: 'I did not receive the one-time code.',
    qAr: 'لم يصلني الرمز المؤقت.',
    aEn: 'Wait two minutes, then press resend. You can also choose to receive the code by WhatsApp instead of SMS.',
    aAr: 'انتظر دقيقتين ثم اضغط على إعادة الإرسال. يمكنك أيضًا اختيار استلام الرمز عبر واتساب بدلًا من الرسائل النصية.',
  },
  {
    qEn: 'How do I find a service center near me?',
    qAr: 'كيف أجد مركز خدمة قريبًا مني؟',
    aEn: 'Open HiG Centers from the menu, pick the type of service and see the centers of your wilayat on the map, best rated first.',
    aAr: 'افتح مراكز هاي جي من القائمة واختر نوع الخدمة لترى مراكز ولايتك على الخريطة مرتبة حسب التقييم.',
  },
]
